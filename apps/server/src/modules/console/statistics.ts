import {
  centsToYuan,
  countByBeijingDay,
  rangeBounds,
  sumByBeijingDay,
} from '@coinsight/domain/admin';
import {
  dashboardCards,
  dashboardCardKeys,
  vipDurations,
  type DashboardCard,
  type DashboardCardKey,
  type Statistics,
} from '@coinsight/domain/api';
import { planNames } from '@coinsight/domain/membership';
import { beijingDate } from '@coinsight/domain/time';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/knex.ts';
import { readInstant } from '../../db/knex.ts';

/** Orders that never settled, or were settled and then refunded in whole. */
const refundedStatuses = ['refunded', 'refund_succeeded'];

interface PaidRow {
  paid_at: unknown;
  amount_cents: number | string;
  refunded_cents: number | string;
  vip_duration: number | string;
}

const count = async (query: Promise<unknown>): Promise<number> => {
  const [row] = (await query) as Array<{ n: number | string }>;
  return Number(row?.n ?? 0);
};

/** What an order brought in: paid, less what was refunded since. */
const netCents = (r: PaidRow) => Number(r.amount_cents) - Number(r.refunded_cents);

/**
 * The dashboard's figures. Rows of the range are read and bucketed per Beijing day in memory (the
 * domain's rules), so SQLite and MariaDB agree without date functions of either dialect; a range is
 * at most 366 days of orders and registrations.
 */
export class StatisticsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private paidBetween(from: Date, to: Date): Promise<PaidRow[]> {
    return this.db('orders')
      .select('paid_at', 'amount_cents', 'refunded_cents', 'vip_duration')
      .whereNotNull('paid_at')
      .andWhere('paid_at', '>=', from)
      .andWhere('paid_at', '<', to) as Promise<PaidRow[]>;
  }

  private vipsNow(now: Date): Promise<number> {
    return count(this.db('users').where('vip_expiry', '>', now).count({ n: '*' }));
  }

  private refundsWaiting(): Promise<number> {
    return count(this.db('refund_requests').where({ status: 'pending' }).count({ n: '*' }));
  }

  async statistics(start: string, end: string): Promise<Statistics> {
    const now = this.clock.now();
    const { from, to } = rangeBounds(start, end);
    const registered = (await this.db('users')
      .select('created_at')
      .where('created_at', '>=', from)
      .andWhere('created_at', '<', to)) as Array<{ created_at: unknown }>;
    const paid = await this.paidBetween(from, to);
    const registrations = countByBeijingDay(
      registered.map((r) => readInstant(r.created_at) ?? new Date(0)),
      start,
      end,
    );
    const at = (r: PaidRow) => readInstant(r.paid_at) ?? new Date(0);
    const paidPerDay = countByBeijingDay(paid.map(at), start, end);
    const revenuePerDay = sumByBeijingDay(
      paid.map((r) => ({ at: at(r), value: netCents(r) })),
      start,
      end,
    );
    const createdInRange = () =>
      this.db('orders').where('created_at', '>=', from).andWhere('created_at', '<', to);
    return {
      start,
      end,
      totals: {
        users: await count(this.db('users').where('created_at', '<', to).count({ n: '*' })),
        vips: await this.vipsNow(now),
        registrations: registered.length,
        revenue: centsToYuan(paid.reduce((sum, r) => sum + netCents(r), 0)),
        paid_orders: paid.length,
        pending_orders: await count(
          createdInRange().andWhere({ status: 'pending_payment' }).count({ n: '*' }),
        ),
        refunded_orders: await count(
          createdInRange().whereIn('status', refundedStatuses).count({ n: '*' }),
        ),
        refunds_waiting: await this.refundsWaiting(),
      },
      days: registrations.map((r, i) => ({
        date: r.date,
        registrations: r.value,
        paid_orders: paidPerDay[i]?.value ?? 0,
        revenue: centsToYuan(revenuePerDay[i]?.value ?? 0),
      })),
      plans: vipDurations.map((days) => {
        const ofPlan = paid.filter((r) => Number(r.vip_duration) === days);
        return {
          days,
          name: planNames[days],
          paid_orders: ofPlan.length,
          revenue: centsToYuan(ofPlan.reduce((sum, r) => sum + netCents(r), 0)),
        };
      }),
      generated_at: now.toISOString(),
    };
  }

  /** The dashboard home's cards (market.homeAll): totals, and today's by the Beijing calendar. */
  async home(): Promise<{ showlist: DashboardCard[]; generated_at: string }> {
    const now = this.clock.now();
    const today = beijingDate(now);
    const { from, to } = rangeBounds(today, today);
    const paidToday = await this.paidBetween(from, to);
    const [total] = (await this.db('orders')
      .whereNotNull('paid_at')
      .select(this.db.raw('coalesce(sum(amount_cents - refunded_cents), 0) as cents'))) as Array<{
      cents: number | string;
    }>;
    const sum = (rows: PaidRow[]) => centsToYuan(rows.reduce((s, r) => s + netCents(r), 0));
    const values: Record<DashboardCardKey, string> = {
      members: String(await count(this.db('users').count({ n: '*' }))),
      vips: String(await this.vipsNow(now)),
      newMembersToday: String(
        await count(
          this.db('users')
            .where('created_at', '>=', from)
            .andWhere('created_at', '<', to)
            .count({ n: '*' }),
        ),
      ),
      orders: String(await count(this.db('orders').count({ n: '*' }))),
      paidOrdersToday: String(paidToday.length),
      revenue: centsToYuan(Number(total?.cents ?? 0)),
      revenueToday: sum(paidToday),
      pendingRefunds: String(await this.refundsWaiting()),
    };
    return {
      showlist: dashboardCardKeys.map((key) => ({
        key,
        label: dashboardCards[key],
        value: values[key],
      })),
      generated_at: now.toISOString(),
    };
  }
}
