import type { Db } from '../../db/knex.ts';
import { readInstant } from '../../db/knex.ts';

export interface UserRow {
  id: number;
  phone: string;
  inviteCode: string;
  vipExpiry: Date | null;
  createdAt: Date;
  lastLogin: Date | null;
}

export interface ActiveSession {
  id: string;
  lastSeenAt: Date;
  user: UserRow | null;
  admin: { id: number; username: string } | null;
}

interface RawUser {
  id: number;
  phone: string;
  invite_code: string;
  vip_expiry: unknown;
  created_at: unknown;
  last_login: unknown;
}

function toUser(row: RawUser): UserRow {
  return {
    id: Number(row.id),
    phone: row.phone,
    inviteCode: row.invite_code,
    vipExpiry: readInstant(row.vip_expiry),
    createdAt: readInstant(row.created_at) ?? new Date(0),
    lastLogin: readInstant(row.last_login),
  };
}

/** knex queries for members, admins and their sessions. */
export class AccountRepo {
  constructor(private readonly db: Db) {}

  async insertUser(user: { phone: string; passwordHash: string; inviteCode: string; vipExpiry: Date | null; createdAt: Date }, trx: Db = this.db): Promise<number> {
    const [id] = await trx('users').insert({
      phone: user.phone,
      password_hash: user.passwordHash,
      invite_code: user.inviteCode,
      vip_expiry: user.vipExpiry,
      created_at: user.createdAt,
    });
    return Number(id);
  }

  async findUserById(id: number, trx: Db = this.db): Promise<UserRow | null> {
    const row = await trx<RawUser>('users').where({ id }).first();
    return row ? toUser(row) : null;
  }

  async findUserByPhone(phone: string, trx: Db = this.db): Promise<UserRow | null> {
    const row = await trx<RawUser>('users').where({ phone }).first();
    return row ? toUser(row) : null;
  }

  async findAdminByUsername(username: string, trx: Db = this.db): Promise<{ id: number; username: string } | null> {
    const row = await trx('admins').select('id', 'username').where({ username }).first();
    return row ? { id: Number(row.id), username: String(row.username) } : null;
  }

  async insertSession(
    session: { id: string; userId: number | null; adminId: number | null; windowId: string | null; at: Date },
    trx: Db = this.db,
  ): Promise<void> {
    await trx('sessions').insert({
      id: session.id,
      user_id: session.userId,
      admin_id: session.adminId,
      window_id: session.windowId,
      created_at: session.at,
      last_seen_at: session.at,
      ended_at: null,
    });
  }

  /** The session with this id when it has not ended, with its member or admin. */
  async findActiveSession(id: string, trx: Db = this.db): Promise<ActiveSession | null> {
    const row = await trx('sessions as s')
      .leftJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('admins as a', 'a.id', 's.admin_id')
      .select(
        's.id as session_id',
        's.last_seen_at',
        'u.id',
        'u.phone',
        'u.invite_code',
        'u.vip_expiry',
        'u.created_at',
        'u.last_login',
        'a.id as admin_id',
        'a.username as admin_username',
      )
      .where('s.id', id)
      .whereNull('s.ended_at')
      .first();
    if (!row) return null;
    return {
      id: String(row.session_id),
      lastSeenAt: readInstant(row.last_seen_at) ?? new Date(0),
      user: row.id === null || row.id === undefined ? null : toUser(row as RawUser),
      admin: row.admin_id === null || row.admin_id === undefined ? null : { id: Number(row.admin_id), username: String(row.admin_username) },
    };
  }

  async touchSession(id: string, at: Date, trx: Db = this.db): Promise<void> {
    await trx('sessions').where({ id }).update({ last_seen_at: at });
  }

  async endSession(id: string, at: Date, trx: Db = this.db): Promise<void> {
    await trx('sessions').where({ id }).whereNull('ended_at').update({ ended_at: at });
  }
}
