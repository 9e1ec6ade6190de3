import { parseAdminRole, type AdminRole } from '@coinsight/domain/admin';
import type { Db } from '../../db/knex.ts';
import { isSqlite, readInstant } from '../../db/knex.ts';

export interface UserRow {
  id: number;
  phone: string;
  inviteCode: string;
  vipExpiry: Date | null;
  createdAt: Date;
  lastLogin: Date | null;
  /** The recovery e-mail address, lower-cased, or null. */
  email: string | null;
  /** When an admin froze the member (no login), or null. */
  frozenAt: Date | null;
}

export interface ActiveSession {
  id: string;
  lastSeenAt: Date;
  user: UserRow | null;
  admin: { id: number; username: string; role: AdminRole } | null;
}

interface RawUser {
  id: number;
  phone: string;
  invite_code: string;
  vip_expiry: unknown;
  created_at: unknown;
  last_login: unknown;
  email?: string | null;
  frozen_at?: unknown;
}

function toUser(row: RawUser): UserRow {
  return {
    id: Number(row.id),
    phone: row.phone,
    inviteCode: row.invite_code,
    vipExpiry: readInstant(row.vip_expiry),
    createdAt: readInstant(row.created_at) ?? new Date(0),
    lastLogin: readInstant(row.last_login),
    email: row.email ?? null,
    frozenAt: readInstant(row.frozen_at),
  };
}

/** knex queries for members, admins and their sessions. */
export class AccountRepo {
  constructor(private readonly db: Db) {}

  async insertUser(
    user: {
      phone: string;
      passwordHash: string;
      inviteCode: string;
      vipExpiry: Date | null;
      createdAt: Date;
      invitedBy?: number | null;
    },
    trx: Db = this.db,
  ): Promise<number> {
    const [id] = await trx('users').insert({
      phone: user.phone,
      password_hash: user.passwordHash,
      invite_code: user.inviteCode,
      vip_expiry: user.vipExpiry,
      created_at: user.createdAt,
      invited_by: user.invitedBy ?? null,
    });
    return Number(id);
  }

  /** `lock` takes a row lock on MySQL so concurrent rewards to one inviter add up (SQLite has one writer anyway). */
  async findUserByInviteCode(
    code: string,
    trx: Db = this.db,
    lock = false,
  ): Promise<UserRow | null> {
    const query = trx<RawUser>('users').where({ invite_code: code }).first();
    if (lock && !isSqlite(trx)) query.forUpdate();
    const row = await query;
    return row ? toUser(row) : null;
  }

  /** The stored scrypt hash of a member's password; it never leaves the account services. */
  async passwordHashOf(userId: number, trx: Db = this.db): Promise<string | null> {
    const row: { password_hash: string } | undefined = await trx('users')
      .select('password_hash')
      .where({ id: userId })
      .first();
    return row?.password_hash ?? null;
  }

  async setPasswordHash(userId: number, passwordHash: string, trx: Db = this.db): Promise<void> {
    await trx('users').where({ id: userId }).update({ password_hash: passwordHash });
  }

  async setLastLogin(userId: number, at: Date, trx: Db = this.db): Promise<void> {
    await trx('users').where({ id: userId }).update({ last_login: at });
  }

  async setVipExpiry(userId: number, expiry: Date | null, trx: Db = this.db): Promise<void> {
    await trx('users').where({ id: userId }).update({ vip_expiry: expiry });
  }

  /**
   * Sets the expiry only if it is still `seen` (compare and set): the write takes the row lock
   * and checks in one round trip what a locked read would have told. False when another write
   * got there first; the caller then reads under the lock and computes again.
   */
  async setVipExpiryIfStill(
    userId: number,
    seen: Date | null,
    expiry: Date,
    trx: Db = this.db,
  ): Promise<boolean> {
    const query = trx('users').where({ id: userId });
    if (seen === null) query.whereNull('vip_expiry');
    else query.andWhere({ vip_expiry: seen });
    return (await query.update({ vip_expiry: expiry })) === 1;
  }

  /** Freezes the member (no login) at `at`, or lifts the freeze with null. */
  async setFrozenAt(userId: number, at: Date | null, trx: Db = this.db): Promise<void> {
    await trx('users').where({ id: userId }).update({ frozen_at: at });
  }

  async setEmail(userId: number, email: string | null, trx: Db = this.db): Promise<void> {
    await trx('users').where({ id: userId }).update({ email });
  }

  async findAdminLogin(
    username: string,
    trx: Db = this.db,
  ): Promise<{ id: number; username: string; passwordHash: string } | null> {
    const row: { id: number; username: string; password_hash: string } | undefined = await trx(
      'admins',
    )
      .select('id', 'username', 'password_hash')
      .where({ username })
      .first();
    return row
      ? { id: Number(row.id), username: row.username, passwordHash: row.password_hash }
      : null;
  }

  /**
   * Creates the admin, or sets the password of the existing one; true when it was created. A role
   * given is set either way; without one a new admin gets the column's default (superadmin) and an
   * existing one keeps its role.
   */
  async upsertAdmin(
    username: string,
    passwordHash: string,
    trx: Db = this.db,
    options: { role?: AdminRole; at?: Date } = {},
  ): Promise<boolean> {
    const role = options.role ? { role: options.role } : {};
    const updated = await trx('admins')
      .where({ username })
      .update({ password_hash: passwordHash, ...role });
    if (updated > 0) return false;
    await trx('admins').insert({
      username,
      password_hash: passwordHash,
      created_at: options.at ?? new Date(),
      ...role,
    });
    return true;
  }

  /** A new admin with its role; a name already taken fails on the unique index. */
  async insertAdmin(
    admin: { username: string; passwordHash: string; role: AdminRole; at: Date },
    trx: Db = this.db,
  ): Promise<number> {
    const [id] = await trx('admins').insert({
      username: admin.username,
      password_hash: admin.passwordHash,
      role: admin.role,
      created_at: admin.at,
    });
    return Number(id);
  }

  async setAdminRole(adminId: number, role: AdminRole, trx: Db = this.db): Promise<void> {
    await trx('admins').where({ id: adminId }).update({ role });
  }

  async findUserById(id: number, trx: Db = this.db): Promise<UserRow | null> {
    const row = await trx<RawUser>('users').where({ id }).first();
    return row ? toUser(row) : null;
  }

  async findUserByPhone(phone: string, trx: Db = this.db): Promise<UserRow | null> {
    const row = await trx<RawUser>('users').where({ phone }).first();
    return row ? toUser(row) : null;
  }

  async findAdminByUsername(
    username: string,
    trx: Db = this.db,
  ): Promise<{ id: number; username: string } | null> {
    const row = await trx('admins').select('id', 'username').where({ username }).first();
    return row ? { id: Number(row.id), username: String(row.username) } : null;
  }

  async insertSession(
    session: {
      id: string;
      userId: number | null;
      adminId: number | null;
      windowId: string | null;
      at: Date;
    },
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
        'u.frozen_at',
        'a.id as admin_id',
        'a.username as admin_username',
        'a.role as admin_role',
      )
      .where('s.id', id)
      .whereNull('s.ended_at')
      .first();
    if (!row) return null;
    return {
      id: String(row.session_id),
      lastSeenAt: readInstant(row.last_seen_at) ?? new Date(0),
      user: row.id === null || row.id === undefined ? null : toUser(row as RawUser),
      admin:
        row.admin_id === null || row.admin_id === undefined
          ? null
          : {
              id: Number(row.admin_id),
              username: String(row.admin_username),
              role: parseAdminRole(String(row.admin_role)) ?? 'operator',
            },
    };
  }

  async touchSession(id: string, at: Date, trx: Db = this.db): Promise<void> {
    await trx('sessions').where({ id }).update({ last_seen_at: at });
  }

  async endSession(id: string, at: Date, trx: Db = this.db): Promise<void> {
    await trx('sessions').where({ id }).whereNull('ended_at').update({ ended_at: at });
  }

  /** Ends the member's open sessions except `keep`, and returns the ids it ended. */
  async endMemberSessions(
    userId: number,
    at: Date,
    keep: string | null,
    trx: Db = this.db,
  ): Promise<string[]> {
    const open = trx('sessions').select('id').where({ user_id: userId }).whereNull('ended_at');
    if (keep) open.whereNot({ id: keep });
    const ids = ((await open) as Array<{ id: string }>).map((r) => r.id);
    if (ids.length > 0)
      await trx('sessions').whereIn('id', ids).whereNull('ended_at').update({ ended_at: at });
    return ids;
  }
}
