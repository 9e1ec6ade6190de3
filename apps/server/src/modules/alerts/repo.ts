import { alertRule, type AlertRule, type AlertState } from '@coinsight/domain/alerts';
import type { Knex } from 'knex';
import { readInstant, type Db } from '../../db/knex.ts';

/** One alert as stored. */
export interface StoredAlert {
  id: number;
  userId: number;
  rule: AlertRule;
  state: AlertState;
  createdAt: Date;
  lastFiredAt: Date | null;
}

/** An alert with whom to tell: the member's phone (their notification path) and recovery e-mail. */
export interface AlertToEvaluate extends StoredAlert {
  phone: string;
  email: string | null;
}

interface Row {
  id: number;
  user_id: number;
  kind: string;
  rule: string;
  direction: string | null;
  level: number | null;
  armed: number | boolean;
  band: number | null;
  created_at: unknown;
  last_fired_at: unknown;
}

type RowWithMember = Row & { phone: string; email: string | null };

const table = 'member_alerts';

function fromRow(r: Row): StoredAlert {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    rule: alertRule.parse(JSON.parse(r.rule)),
    state: { armed: Boolean(r.armed), band: r.band === null ? null : Number(r.band) },
    createdAt: readInstant(r.created_at)!,
    lastFiredAt: readInstant(r.last_fired_at),
  };
}

function withMember(r: RowWithMember): AlertToEvaluate {
  return { ...fromRow(r), phone: r.phone, email: r.email };
}

/** The rule's columns the price ticks filter on. */
function ruleColumns(rule: AlertRule) {
  return rule.kind === 'price' || rule.kind === 'mvrv_z'
    ? { kind: rule.kind, direction: rule.direction, level: rule.level }
    : { kind: rule.kind, direction: null, level: null };
}

export class AlertsRepo {
  constructor(private readonly db: Db) {}

  /** The member's alerts, oldest first. */
  async list(userId: number): Promise<StoredAlert[]> {
    const rows = await this.db<Row>(table).where({ user_id: userId }).orderBy('id', 'asc');
    return rows.map(fromRow);
  }

  /**
   * Stores a new alert unless the member has `max` already; null then. The member's row is locked
   * first (MariaDB; SQLite writes one at a time anyway), so two adds at once cannot both pass the count.
   */
  async add(
    userId: number,
    rule: AlertRule,
    state: AlertState,
    now: Date,
    max: number,
  ): Promise<StoredAlert | null> {
    return this.db.transaction(async (trx) => {
      await trx('users').where({ id: userId }).forUpdate().first('id');
      const count = await countOf(trx, userId);
      if (count >= max) return null;
      const [id] = await trx(table).insert({
        user_id: userId,
        ...ruleColumns(rule),
        rule: JSON.stringify(rule),
        armed: state.armed,
        band: state.band,
        created_at: now,
        last_fired_at: null,
      });
      const row = await trx<Row>(table)
        .where({ id: Number(id) })
        .first();
      return fromRow(row!);
    });
  }

  /** Removes one of the member's alerts; false when the member has no such alert. */
  async remove(userId: number, id: number): Promise<boolean> {
    return (await this.db(table).where({ id, user_id: userId }).delete()) > 0;
  }

  /**
   * The price alerts whose state this price may change, of members whose VIP runs at `now`: armed
   * ones the price has reached (they fire) and waiting ones it has left (they re-arm). The same
   * conditions as conditionHolds, in SQL, so a tick reads a handful of rows, not every alert.
   */
  async priceCandidates(price: number, now: Date): Promise<AlertToEvaluate[]> {
    const rows: RowWithMember[] = await this.withMembers(now)
      .where(`${table}.kind`, 'price')
      .andWhere((q) =>
        q
          .where((armed) =>
            armed
              .where(`${table}.armed`, true)
              .andWhere((reached) =>
                reached
                  .where((a) => a.where('direction', 'above').andWhere('level', '<=', price))
                  .orWhere((b) => b.where('direction', 'below').andWhere('level', '>=', price)),
              ),
          )
          .orWhere((waiting) =>
            waiting
              .where(`${table}.armed`, false)
              .andWhere((left) =>
                left
                  .where((a) => a.where('direction', 'above').andWhere('level', '>', price))
                  .orWhere((b) => b.where('direction', 'below').andWhere('level', '<', price)),
              ),
          ),
      );
    return rows.map(withMember);
  }

  /** Every indicator alert (NUPL, rainbow, MVRV-Z) of members whose VIP runs at `now`. */
  async indicatorAlerts(now: Date): Promise<AlertToEvaluate[]> {
    const rows: RowWithMember[] = await this.withMembers(now).whereIn(`${table}.kind`, [
      'nupl_zone',
      'rainbow_band',
      'mvrv_z',
    ]);
    return rows.map(withMember);
  }

  /**
   * Moves an alert from one state to the next if it is still in the first: false when another
   * instance (or an earlier reading) moved it already, so a crossing is delivered by one of them.
   */
  async transition(
    id: number,
    from: AlertState,
    to: AlertState,
    firedAt: Date | null,
  ): Promise<boolean> {
    const q = this.db(table).where({ id, armed: from.armed });
    if (from.band === null) q.whereNull('band');
    else q.andWhere('band', from.band);
    const changed = await q.update({
      armed: to.armed,
      band: to.band,
      ...(firedAt ? { last_fired_at: firedAt } : {}),
    });
    return changed > 0;
  }

  private withMembers(now: Date) {
    return this.db<RowWithMember>(table)
      .join('users', 'users.id', `${table}.user_id`)
      .where('users.vip_expiry', '>', now)
      .select(`${table}.*`, 'users.phone', 'users.email')
      .orderBy(`${table}.id`, 'asc');
  }
}

async function countOf(trx: Knex.Transaction, userId: number): Promise<number> {
  const row = await trx(table)
    .where({ user_id: userId })
    .count<{ n: number | string }[]>({ n: '*' });
  return Number(row[0]?.n ?? 0);
}
