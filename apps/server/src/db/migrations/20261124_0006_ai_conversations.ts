import type { Knex } from 'knex';

/** Issue 12: the AI assistant's conversations (last 10 per member), their messages, and the questions counted against the daily quota. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('ai_conversations', (t) => {
    // crypto.randomUUID(): the page names a conversation before the first answer ends.
    t.string('id', 36).primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    // The product model id (deepseek-reasoner | deepseek-chat), not the upstream's.
    t.string('model', 32).notNullable();
    t.boolean('keep_history').notNullable();
    t.string('title', 200).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    // Last activity: the history list is ordered by it, and the oldest beyond 10 is deleted.
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['user_id', 'updated_at']);
  });
  await db.schema.createTable('ai_messages', (t) => {
    t.string('id', 36).primary();
    t.string('conversation_id', 36)
      .notNullable()
      .references('id')
      .inTable('ai_conversations')
      .onDelete('CASCADE');
    // Order inside the conversation: timestamps of a question and its answer can be equal.
    t.integer('position').notNullable();
    t.string('role', 16).notNullable();
    // mediumtext on MySQL: an answer with its reasoning can pass text's 64 KB.
    t.text('content', 'mediumtext').notNullable();
    t.text('reasoning', 'mediumtext').nullable();
    // streaming, done or failed (the contract's aiMessageStatuses).
    t.string('status', 16).notNullable();
    t.string('error', 200).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.unique(['conversation_id', 'position']);
  });
  // Kept apart from the messages: deleting a conversation must not give its questions back.
  await db.schema.createTable('ai_quota_uses', (t) => {
    t.increments('id').primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.string('question_id', 36).notNullable().unique();
    t.datetime('asked_at', { precision: 3 }).notNullable();
    t.index(['user_id', 'asked_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('ai_quota_uses');
  await db.schema.dropTable('ai_messages');
  await db.schema.dropTable('ai_conversations');
}
