import type { Knex } from 'knex';

/**
 * Issue 16: chat groups, their members with roles and last-read message, messages (text, image,
 * file, system), uploads and join requests. The members' group is created here, not by the demo
 * seed: paying members join it in production too.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('chat_groups', (t) => {
    t.increments('id').primary();
    t.string('number', 12).notNullable().unique();
    t.string('name', 60).notNullable();
    t.string('description', 200).notNullable().defaultTo('');
    t.string('avatar', 255).notNullable().defaultTo('');
    // A group owned by the product's admin account rather than a member (the members' group); with
    // no admin named, the first admin is its owner.
    t.integer('owner_admin_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('admins')
      .onDelete('SET NULL');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['name']);
  });
  await db.schema.createTable('chat_members', (t) => {
    t.increments('id').primary();
    t.integer('group_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('chat_groups')
      .onDelete('CASCADE');
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    // owner, admin or member (@coinsight/domain/chat chatRoles).
    t.string('role', 8).notNullable();
    // Messages after this id, sent by others, are the member's unread ones.
    t.integer('last_read_message_id').unsigned().notNullable().defaultTo(0);
    t.datetime('joined_at', { precision: 3 }).notNullable();
    t.unique(['group_id', 'user_id']);
    t.index(['user_id']);
  });
  await db.schema.createTable('chat_uploads', (t) => {
    t.increments('id').primary();
    t.integer('group_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('chat_groups')
      .onDelete('CASCADE');
    t.integer('user_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('SET NULL');
    // image or file.
    t.string('kind', 8).notNullable();
    // Keys in the upload storage (a local folder or an S3 bucket), never paths a client chose.
    t.string('storage_key', 200).notNullable();
    t.string('thumb_key', 200).nullable();
    t.string('file_name', 255).notNullable();
    t.string('content_type', 120).notNullable();
    t.integer('size_bytes').unsigned().notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
  });
  await db.schema.createTable('chat_messages', (t) => {
    t.increments('id').primary();
    t.integer('group_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('chat_groups')
      .onDelete('CASCADE');
    // text, image, file or system.
    t.string('kind', 8).notNullable();
    t.integer('sender_user_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('SET NULL');
    t.integer('sender_admin_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('admins')
      .onDelete('SET NULL');
    t.text('text').nullable();
    t.integer('upload_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('chat_uploads')
      .onDelete('SET NULL');
    t.datetime('created_at', { precision: 3 }).notNullable();
    // History pages back by id within a group.
    t.index(['group_id', 'id']);
  });
  await db.schema.createTable('chat_join_requests', (t) => {
    t.increments('id').primary();
    t.integer('group_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('chat_groups')
      .onDelete('CASCADE');
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    // pending, accepted or rejected.
    t.string('status', 10).notNullable();
    // The group's id while pending, NULL once decided: at most one pending request per member and group.
    t.integer('pending_group_id').unsigned().nullable();
    t.integer('decided_by')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('SET NULL');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('decided_at', { precision: 3 }).nullable();
    t.unique(['pending_group_id', 'user_id']);
    t.index(['group_id', 'status']);
  });
  await db('chat_groups').insert({
    // @coinsight/domain/chat membersGroup, written out: a migration must not change when the domain does.
    number: '100001',
    name: '币见会员交流群',
    description: '币见 VIP 会员专属交流群，开通会员后自动加入',
    avatar: '',
    owner_admin_id: null,
    created_at: new Date(),
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('chat_join_requests');
  await db.schema.dropTable('chat_messages');
  await db.schema.dropTable('chat_uploads');
  await db.schema.dropTable('chat_members');
  await db.schema.dropTable('chat_groups');
}
