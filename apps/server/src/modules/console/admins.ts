import { adminRoleLabels, parseAdminRole, type AdminRole } from '@coinsight/domain/admin';
import type { AdminAccount } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import type { AuditLog } from '../../audit/auditLog.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/knex.ts';
import { isSqlite, readInstant } from '../../db/knex.ts';
import { DomainError } from '../../domainError.ts';
import type { AdminCredentials } from '../../sessions/credentials.ts';
import { hashPassword } from '../../security/password.ts';
import { adminNameProblem, adminPasswordProblem } from '../account/admin.ts';
import type { AccountService } from '../account/service.ts';

const m = messages.admin;

type Admin = Pick<AdminCredentials, 'id' | 'username'>;

interface Row {
  id: number;
  username: string;
  role: string;
  created_at: unknown;
}

const roleOf = (stored: string): AdminRole => parseAdminRole(stored) ?? 'operator';

/** The admin accounts and their roles, as the superadmin manages them in the dashboard. */
export class AdminsService {
  constructor(
    private readonly db: Db,
    private readonly account: AccountService,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  private async view(rows: Row[], db: Db = this.db): Promise<AdminAccount[]> {
    const logins = (await db('sessions')
      .select('admin_id')
      .max({ at: 'created_at' })
      .whereIn(
        'admin_id',
        rows.map((r) => r.id),
      )
      .groupBy('admin_id')) as Array<{ admin_id: number; at: unknown }>;
    const lastLogin = new Map(logins.map((l) => [Number(l.admin_id), readInstant(l.at)]));
    return rows.map((r) => {
      const role = roleOf(r.role);
      return {
        id: Number(r.id),
        username: r.username,
        role,
        role_label: adminRoleLabels[role],
        created_at: readInstant(r.created_at)?.toISOString() ?? null,
        last_login: lastLogin.get(Number(r.id))?.toISOString() ?? null,
      };
    });
  }

  async list(): Promise<AdminAccount[]> {
    const rows = (await this.db('admins')
      .select('id', 'username', 'role', 'created_at')
      .orderBy('username', 'asc')) as Row[];
    return this.view(rows);
  }

  async create(
    admin: Admin,
    input: { username: string; password: string; role: AdminRole },
  ): Promise<AdminAccount> {
    if (adminNameProblem(input.username))
      throw new DomainError('invalid', m.adminNameInvalid, 'invalid_input');
    if (adminPasswordProblem(input.password))
      throw new DomainError('invalid', m.adminPasswordWeak, 'invalid_input');
    const hash = await hashPassword(input.password);
    const now = this.clock.now();
    try {
      return await this.db.transaction(async (trx) => {
        if (await trx('admins').where({ username: input.username }).first('id'))
          throw new DomainError('conflict', m.adminExists, 'admin_exists');
        const id = await this.account.repo.insertAdmin(
          { username: input.username, passwordHash: hash, role: input.role, at: now },
          trx,
        );
        const created = { id, username: input.username, role: input.role };
        await this.audit.record(
          { admin, action: 'admin.create', target: `admin:${created.id}`, after: created },
          trx,
        );
        const [account] = await this.view([{ ...created, created_at: now }], trx);
        if (!account) throw new Error('the new admin vanished');
        return account;
      });
    } catch (error) {
      // Two creations racing past the check meet the unique name: the loser is told it exists.
      if (!(error instanceof DomainError) && /unique|duplicate/i.test(String(error)))
        throw new DomainError('conflict', m.adminExists, 'admin_exists');
      throw error;
    }
  }

  async changeRole(admin: Admin, id: number, role: AdminRole): Promise<AdminAccount> {
    if (id === admin.id)
      throw new DomainError('conflict', m.ownRoleUnchangeable, 'own_role_unchangeable');
    return this.db.transaction(async (trx) => {
      const query = trx('admins').select('id', 'username', 'role', 'created_at').where({ id });
      if (!isSqlite(trx)) query.forUpdate();
      const [target] = (await query) as Row[];
      if (!target) throw new DomainError('not_found', m.adminNotFound, 'admin_not_found');
      const before = roleOf(target.role);
      if (before === 'superadmin' && role !== 'superadmin') {
        const supers = trx('admins').select('id').where({ role: 'superadmin' });
        if (!isSqlite(trx)) supers.forUpdate();
        if ((await supers).length <= 1)
          throw new DomainError('conflict', m.lastSuperadmin, 'last_superadmin');
      }
      await this.account.repo.setAdminRole(id, role, trx);
      await this.audit.record(
        {
          admin,
          action: 'admin.role',
          target: `admin:${id}`,
          before: { username: target.username, role: before },
          after: { username: target.username, role },
        },
        trx,
      );
      const [account] = await this.view([{ ...target, role }], trx);
      if (!account) throw new Error('the admin vanished');
      return account;
    });
  }
}
