import type { ChatRole, JoinRequestStatus } from '@coinsight/domain/chat';
import { isVip } from '@coinsight/domain/membership';
import { readInstant, type Db } from '../../db/knex.ts';

export interface GroupRow {
  id: number;
  number: string;
  name: string;
  description: string;
  avatar: string;
  ownerAdminId: number | null;
}

export interface MembershipRow {
  id: number;
  groupId: number;
  userId: number;
  role: ChatRole;
  lastReadMessageId: number;
}

export type MessageKind = 'text' | 'image' | 'file' | 'system';

/** A message with what its view needs: the sender's name and the upload it carries. */
export interface MessageRow {
  id: number;
  groupId: number;
  kind: MessageKind;
  senderUserId: number | null;
  senderPhone: string | null;
  senderAdmin: string | null;
  text: string | null;
  uploadId: number | null;
  fileName: string | null;
  sizeBytes: number | null;
  hasThumb: boolean;
  createdAt: Date;
}

export interface UploadRow {
  id: number;
  groupId: number;
  kind: 'image' | 'file';
  storageKey: string;
  thumbKey: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface JoinRequestRow {
  id: number;
  groupId: number;
  groupName: string;
  groupNumber: string;
  userId: number;
  phone: string;
  status: JoinRequestStatus;
  createdAt: Date;
}

const groupColumns = [
  'g.id',
  'g.number',
  'g.name',
  'g.description',
  'g.avatar',
  'g.owner_admin_id',
] as const;

function toGroup(row: Record<string, unknown>): GroupRow {
  return {
    id: Number(row.id),
    number: String(row.number),
    name: String(row.name),
    description: String(row.description ?? ''),
    avatar: String(row.avatar ?? ''),
    ownerAdminId: row.owner_admin_id === null ? null : Number(row.owner_admin_id),
  };
}

function toMembership(row: Record<string, unknown>): MembershipRow {
  return {
    id: Number(row.id),
    groupId: Number(row.group_id),
    userId: Number(row.user_id),
    role: row.role as ChatRole,
    lastReadMessageId: Number(row.last_read_message_id),
  };
}

function toMessage(row: Record<string, unknown>): MessageRow {
  return {
    id: Number(row.id),
    groupId: Number(row.group_id),
    kind: row.kind as MessageKind,
    senderUserId: row.sender_user_id === null ? null : Number(row.sender_user_id),
    senderPhone: (row.sender_phone as string | null) ?? null,
    senderAdmin: (row.sender_admin as string | null) ?? null,
    text: (row.text as string | null) ?? null,
    uploadId: row.upload_id === null ? null : Number(row.upload_id),
    fileName: (row.file_name as string | null) ?? null,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    hasThumb: row.thumb_key !== null && row.thumb_key !== undefined,
    createdAt: readInstant(row.created_at) ?? new Date(0),
  };
}

/** A unique key refused the row (SQLite or MySQL/MariaDB). */
function isDuplicate(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** knex queries for groups, members, messages, uploads and join requests. */
export class ChatRepo {
  constructor(private readonly db: Db) {}

  private messages(trx: Db = this.db) {
    return trx('chat_messages as m')
      .leftJoin('users as u', 'u.id', 'm.sender_user_id')
      .leftJoin('admins as a', 'a.id', 'm.sender_admin_id')
      .leftJoin('chat_uploads as up', 'up.id', 'm.upload_id')
      .select(
        'm.id',
        'm.group_id',
        'm.kind',
        'm.sender_user_id',
        'u.phone as sender_phone',
        'a.username as sender_admin',
        'm.text',
        'm.upload_id',
        'up.file_name',
        'up.size_bytes',
        'up.thumb_key',
        'm.created_at',
      );
  }

  async groupByNumber(number: string, trx: Db = this.db): Promise<GroupRow | null> {
    const row = (await trx('chat_groups as g')
      .select(groupColumns)
      .where('g.number', number)
      .first()) as Record<string, unknown> | undefined;
    return row ? toGroup(row) : null;
  }

  async groupById(id: number, trx: Db = this.db): Promise<GroupRow | null> {
    const row = (await trx('chat_groups as g').select(groupColumns).where('g.id', id).first()) as
      Record<string, unknown> | undefined;
    return row ? toGroup(row) : null;
  }

  async insertGroup(
    group: {
      number: string;
      name: string;
      description: string;
      ownerAdminId: number | null;
      createdAt: Date;
    },
    trx: Db = this.db,
  ): Promise<number> {
    const [id] = await trx('chat_groups').insert({
      number: group.number,
      name: group.name,
      description: group.description,
      avatar: '',
      owner_admin_id: group.ownerAdminId,
      created_at: group.createdAt,
    });
    return Number(id);
  }

  /** By exact number, or by a name containing the text; exact number matches first. */
  async searchGroups(q: string, limit: number): Promise<GroupRow[]> {
    // '!' escapes LIKE's wildcards: a backslash means different things to MySQL and SQLite.
    const like = `%${q.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    const rows = (await this.db('chat_groups as g')
      .select(groupColumns)
      .where('g.number', q)
      .orWhereRaw("g.name like ? escape '!'", [like])
      .orderByRaw('case when g.number = ? then 0 else 1 end, g.id', [q])
      .limit(limit)) as Record<string, unknown>[];
    return rows.map(toGroup);
  }

  async membership(
    groupId: number,
    userId: number,
    trx: Db = this.db,
  ): Promise<MembershipRow | null> {
    const row = (await trx('chat_members')
      .where({ group_id: groupId, user_id: userId })
      .first()) as Record<string, unknown> | undefined;
    return row ? toMembership(row) : null;
  }

  async membershipById(id: number, trx: Db = this.db): Promise<MembershipRow | null> {
    const row = (await trx('chat_members').where({ id }).first()) as
      Record<string, unknown> | undefined;
    return row ? toMembership(row) : null;
  }

  /** Adds the member (or leaves an existing membership as it is); true when it is new. */
  async addMember(
    groupId: number,
    userId: number,
    role: ChatRole,
    at: Date,
    trx: Db = this.db,
  ): Promise<boolean> {
    if (await this.membership(groupId, userId, trx)) return false;
    try {
      await trx('chat_members').insert({
        group_id: groupId,
        user_id: userId,
        role,
        last_read_message_id: 0,
        joined_at: at,
      });
      return true;
    } catch (error) {
      // Two joins at once: the other one added the member.
      if (isDuplicate(error)) return false;
      throw error;
    }
  }

  async removeMembership(id: number, trx: Db = this.db): Promise<number> {
    return trx('chat_members').where({ id }).delete();
  }

  /** The group's members with their phone numbers: owner, admins, members, each by joining order. */
  async members(groupId: number): Promise<(MembershipRow & { phone: string })[]> {
    const rows = (await this.db('chat_members as cm')
      .join('users as u', 'u.id', 'cm.user_id')
      .select('cm.*', 'u.phone')
      .where('cm.group_id', groupId)
      .orderByRaw(
        "case cm.role when 'owner' then 0 when 'admin' then 1 else 2 end, cm.id",
      )) as Record<string, unknown>[];
    return rows.map((row) => ({ ...toMembership(row), phone: String(row.phone) }));
  }

  async phoneOf(userId: number): Promise<string | null> {
    const row = (await this.db('users').select('phone').where({ id: userId }).first()) as
      { phone: string } | undefined;
    return row?.phone ?? null;
  }

  /** The group's members who are VIP at `now`: whom a room publish reaches (a lapsed VIP's open room goes quiet). */
  async audienceUserIds(groupId: number, now: Date): Promise<number[]> {
    const rows = (await this.db('chat_members as cm')
      .join('users as u', 'u.id', 'cm.user_id')
      .select('cm.user_id', 'u.vip_expiry')
      .where({ 'cm.group_id': groupId })) as { user_id: number; vip_expiry: unknown }[];
    return rows.filter((r) => isVip(readInstant(r.vip_expiry), now)).map((r) => Number(r.user_id));
  }

  /** Phone numbers of the group's owner and admins: who hears of a join request. */
  async managerPhones(groupId: number): Promise<string[]> {
    const rows = (await this.db('chat_members as cm')
      .join('users as u', 'u.id', 'cm.user_id')
      .select('u.phone')
      .where('cm.group_id', groupId)
      .whereIn('cm.role', ['owner', 'admin'])) as { phone: string }[];
    return rows.map((r) => r.phone);
  }

  /** The username of the admin account that owns the group: the one named, or else the first admin. */
  async ownerAdminName(group: GroupRow): Promise<string | null> {
    const query = this.db('admins').select('username');
    const row = (await (group.ownerAdminId === null
      ? query.orderBy('id').first()
      : query.where({ id: group.ownerAdminId }).first())) as { username: string } | undefined;
    return row?.username ?? null;
  }

  /** The member's groups with their role and last-read message id. */
  async groupsOf(userId: number): Promise<(GroupRow & { membership: MembershipRow })[]> {
    const rows = (await this.db('chat_members as cm')
      .join('chat_groups as g', 'g.id', 'cm.group_id')
      .select(
        ...groupColumns,
        'cm.id as membership_id',
        'cm.user_id',
        'cm.role',
        'cm.last_read_message_id',
      )
      .where('cm.user_id', userId)) as Record<string, unknown>[];
    return rows.map((row) => ({
      ...toGroup(row),
      membership: toMembership({ ...row, id: row.membership_id, group_id: row.id }),
    }));
  }

  /** The newest message of each group. */
  async latestMessages(groupIds: readonly number[]): Promise<Map<number, MessageRow>> {
    if (groupIds.length === 0) return new Map();
    const latest = this.db('chat_messages')
      .max('id')
      .whereIn('group_id', groupIds)
      .groupBy('group_id');
    const rows = (await this.messages().whereIn('m.id', latest)) as Record<string, unknown>[];
    return new Map(rows.map((row) => [Number(row.group_id), toMessage(row)]));
  }

  /** How many messages others sent after the member's last read one, per group. */
  async unreadCounts(userId: number): Promise<Map<number, number>> {
    const rows = (await this.db('chat_members as cm')
      .join('chat_messages as m', function () {
        this.on('m.group_id', '=', 'cm.group_id').andOn('m.id', '>', 'cm.last_read_message_id');
      })
      .where('cm.user_id', userId)
      .where((q) => q.whereNull('m.sender_user_id').orWhere('m.sender_user_id', '<>', userId))
      .select('cm.group_id')
      .count({ unread: '*' })
      .groupBy('cm.group_id')) as { group_id: number; unread: number | string }[];
    return new Map(rows.map((r) => [Number(r.group_id), Number(r.unread)]));
  }

  async unreadCount(membership: MembershipRow): Promise<number> {
    const row = (await this.db('chat_messages')
      .where('group_id', membership.groupId)
      .where('id', '>', membership.lastReadMessageId)
      .where((q) =>
        q.whereNull('sender_user_id').orWhere('sender_user_id', '<>', membership.userId),
      )
      .count({ unread: '*' })
      .first()) as { unread: number | string } | undefined;
    return Number(row?.unread ?? 0);
  }

  /** Moves the last-read mark forward only, and never past the group's newest message. */
  async markRead(membership: MembershipRow, messageId: number, trx: Db = this.db): Promise<void> {
    const newest = (await trx('chat_messages')
      .where('group_id', membership.groupId)
      .where('id', '<=', messageId)
      .max({ id: 'id' })
      .first()) as { id: number | null } | undefined;
    const upTo = Number(newest?.id ?? 0);
    await trx('chat_members')
      .where({ id: membership.id })
      .where('last_read_message_id', '<', upTo)
      .update({ last_read_message_id: upTo });
  }

  /** At most `limit` messages before `before` (or the newest), oldest first. */
  async history(groupId: number, limit: number, before?: number): Promise<MessageRow[]> {
    const query = this.messages().where('m.group_id', groupId).orderBy('m.id', 'desc').limit(limit);
    if (before !== undefined) void query.where('m.id', '<', before);
    const rows = (await query) as Record<string, unknown>[];
    return rows.map(toMessage).reverse();
  }

  async message(id: number, trx: Db = this.db): Promise<MessageRow> {
    const row = (await this.messages(trx).where('m.id', id).first()) as
      Record<string, unknown> | undefined;
    if (!row) throw new Error(`message ${id} vanished`);
    return toMessage(row);
  }

  async insertMessage(
    message: {
      groupId: number;
      kind: MessageKind;
      senderUserId: number | null;
      senderAdminId?: number | null;
      text: string | null;
      uploadId?: number | null;
      createdAt: Date;
    },
    trx: Db = this.db,
  ): Promise<number> {
    const [id] = await trx('chat_messages').insert({
      group_id: message.groupId,
      kind: message.kind,
      sender_user_id: message.senderUserId,
      sender_admin_id: message.senderAdminId ?? null,
      text: message.text,
      upload_id: message.uploadId ?? null,
      created_at: message.createdAt,
    });
    return Number(id);
  }

  async insertUpload(
    upload: Omit<UploadRow, 'id'> & { userId: number; createdAt: Date },
    trx: Db = this.db,
  ): Promise<number> {
    const [id] = await trx('chat_uploads').insert({
      group_id: upload.groupId,
      user_id: upload.userId,
      kind: upload.kind,
      storage_key: upload.storageKey,
      thumb_key: upload.thumbKey,
      file_name: upload.fileName,
      content_type: upload.contentType,
      size_bytes: upload.sizeBytes,
      created_at: upload.createdAt,
    });
    return Number(id);
  }

  async upload(id: number): Promise<UploadRow | null> {
    const row = (await this.db('chat_uploads').where({ id }).first()) as
      Record<string, unknown> | undefined;
    if (!row) return null;
    return {
      id: Number(row.id),
      groupId: Number(row.group_id),
      kind: row.kind as 'image' | 'file',
      storageKey: String(row.storage_key),
      thumbKey: (row.thumb_key as string | null) ?? null,
      fileName: String(row.file_name),
      contentType: String(row.content_type),
      sizeBytes: Number(row.size_bytes),
    };
  }

  private joinRequests(trx: Db = this.db) {
    return trx('chat_join_requests as r')
      .join('chat_groups as g', 'g.id', 'r.group_id')
      .join('users as u', 'u.id', 'r.user_id')
      .select(
        'r.id',
        'r.group_id',
        'g.name as group_name',
        'g.number as group_number',
        'r.user_id',
        'u.phone',
        'r.status',
        'r.created_at',
      );
  }

  private toJoinRequest(row: Record<string, unknown>): JoinRequestRow {
    return {
      id: Number(row.id),
      groupId: Number(row.group_id),
      groupName: String(row.group_name),
      groupNumber: String(row.group_number),
      userId: Number(row.user_id),
      phone: String(row.phone),
      status: row.status as JoinRequestStatus,
      createdAt: readInstant(row.created_at) ?? new Date(0),
    };
  }

  /** Pending requests of the groups the user owns or administers, by id. */
  async pendingRequestsFor(userId: number): Promise<JoinRequestRow[]> {
    const managed = this.db('chat_members')
      .select('group_id')
      .where('user_id', userId)
      .whereIn('role', ['owner', 'admin']);
    const rows = (await this.joinRequests()
      .where('r.status', 'pending')
      .whereIn('r.group_id', managed)
      .orderBy('r.id')) as Record<string, unknown>[];
    return rows.map((row) => this.toJoinRequest(row));
  }

  async joinRequest(id: number, trx: Db = this.db, lock = false): Promise<JoinRequestRow | null> {
    const query = this.joinRequests(trx).where('r.id', id);
    if (lock) void query.forUpdate();
    const row = (await query.first()) as Record<string, unknown> | undefined;
    return row ? this.toJoinRequest(row) : null;
  }

  async pendingRequest(groupId: number, userId: number): Promise<boolean> {
    return Boolean(
      await this.db('chat_join_requests')
        .where({ pending_group_id: groupId, user_id: userId })
        .first(),
    );
  }

  /** Records a pending request; null when one is pending already (the unique key refused it). */
  async insertJoinRequest(groupId: number, userId: number, at: Date): Promise<number | null> {
    if (await this.pendingRequest(groupId, userId)) return null;
    try {
      const [id] = await this.db('chat_join_requests').insert({
        group_id: groupId,
        user_id: userId,
        status: 'pending',
        pending_group_id: groupId,
        created_at: at,
      });
      return Number(id);
    } catch (error) {
      if (isDuplicate(error)) return null;
      throw error;
    }
  }

  /** pending → accepted/rejected; 0 when it was decided already. */
  async decideJoinRequest(
    id: number,
    status: 'accepted' | 'rejected',
    decidedBy: number,
    at: Date,
    trx: Db = this.db,
  ): Promise<number> {
    return trx('chat_join_requests')
      .where({ id, status: 'pending' })
      .update({ status, pending_group_id: null, decided_by: decidedBy, decided_at: at });
  }
}
