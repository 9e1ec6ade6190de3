import type { PayType, VipDuration } from '@coinsight/domain/api';
import { vipProductName } from '@coinsight/domain/membership';
import { replayActor, unrecorded } from '../../audit/auditLog.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { readInstant, type Db } from '../knex.ts';
import type { MemberCredentials } from '../../sessions/credentials.ts';
import { silentLogger } from '../../logger.ts';
import { AccountRepo } from '../../modules/account/repo.ts';
import { newInviteCode } from '../../modules/account/inviteCode.ts';
import { PaymentService } from '../../modules/payments/paymentService.ts';
import { RefundService } from '../../modules/payments/refundService.ts';
import { SandboxGateway } from '../../providers/payment/sandbox/gateway.ts';
import { createBus } from '../../realtime/bus.ts';
import { hasMeta } from '../appMeta.ts';
import { hashPassword } from '../../security/password.ts';
import { demoMember, type SeedHashing } from './demo.ts';

const marker = 'demo_orders_seed';
const demoMarker = 'demo_seed';
const minute = 60_000;
const day = 86_400_000;

/** The second demo member: not a member any more, with a refund request waiting for the admin. */
export const demoRefundMember = {
  phone: '13900000000',
  password: demoMember.password,
  /** What the pending request says, as a member would write it. */
  reason: '开通后一直没顾上使用，会员已经到期了，申请全额退款，谢谢',
  contact: '李先生 13900000000',
} as const;

/** Why the demo member's old order was refunded. */
export const demoRefundedReason = '误购，想先用免费功能熟悉一下再开通';

/** A clock the seed moves to each moment of the made-up history. */
class StepClock implements Clock {
  constructor(public at: Date) {}
  now(): Date {
    return this.at;
  }
  sleep(): Promise<void> {
    return Promise.resolve();
  }
}

interface Actors {
  clock: StepClock;
  sandbox: SandboxGateway;
  payments: PaymentService;
  refunds: RefundService;
  config: Config;
}

async function credentialsOf(trx: Db, id: number): Promise<MemberCredentials> {
  const row = (await trx('users')
    .select('id', 'phone', 'invite_code', 'vip_expiry')
    .where({ id })
    .first()) as { id: number; phone: string; invite_code: string; vip_expiry: unknown };
  return {
    kind: 'member',
    id: Number(row.id),
    username: row.phone,
    sessionId: 'demo-seed',
    inviteCode: row.invite_code,
    vipExpiry: readInstant(row.vip_expiry),
  };
}

/** Opens an order through the payment flow at `at`; returns its out_trade_no. */
async function openOrder(
  trx: Db,
  actors: Actors,
  userId: number,
  at: Date,
  vipDuration: VipDuration,
  type: PayType,
): Promise<string> {
  actors.clock.at = at;
  const answer = await actors.payments.create(await credentialsOf(trx, userId), {
    money: actors.config.vipPrices[vipDuration],
    type,
    vipDuration,
    clientIp: '127.0.0.1',
  });
  return answer.out_trade_no;
}

/** Pays an order at `at` with the notify the sandbox pay page's 模拟支付成功 button sends. */
async function pay(
  actors: Actors,
  outTradeNo: string,
  at: Date,
  vipDuration: VipDuration,
  type: PayType,
) {
  actors.clock.at = at;
  const params = actors.sandbox.notifyParams({
    outTradeNo,
    type,
    name: vipProductName,
    money: actors.config.vipPrices[vipDuration],
    succeeded: true,
  });
  const outcome = await actors.payments.applyNotify(params);
  if (outcome !== 'paid') throw new Error(`demo order ${outTradeNo} not paid: ${outcome}`);
}

/** A full refund request at `at`, through the member's refund form. */
async function askRefund(
  trx: Db,
  actors: Actors,
  userId: number,
  outTradeNo: string,
  at: Date,
  reason: string,
  contact: string,
): Promise<number> {
  actors.clock.at = at;
  const asked = await actors.refunds.request(await credentialsOf(trx, userId), {
    out_trade_no: outTradeNo,
    reason,
    contact_info: contact,
    refundall: true,
  });
  return asked.refund_request_id;
}

/**
 * Adds a believable order history to the demo data once (the marker in app_meta keeps it from
 * running again, even after the orders were deleted), written by the same services the real
 * purchase and refund flow uses, each step at its own moment on the sandbox gateway:
 *
 * - the demo member: a 30-day order refunded in full about two months ago, an abandoned 90-day
 *   order left pending a few minutes before the seed, and the 30-day order paid at the demo
 *   seed's time (the one behind the seeded membership);
 * - a second member (13900000000, same password): a 30-day order paid 40 days ago (so the
 *   membership has run out) and a full refund request made `now`, for the admin's refund desk.
 *
 * It follows the demo accounts: without the demo member (never seeded, or deleted) it only sets
 * the marker; a second member's phone that is already taken is left alone.
 */
export async function seedDemoOrders(
  db: Db,
  config: Config,
  now: Date = new Date(),
  { hash = hashPassword }: SeedHashing = {},
): Promise<boolean> {
  if (await hasMeta(db, marker)) return false;
  const passwordHash = await hash(demoRefundMember.password);
  return db.transaction(async (trx) => {
    if (await trx('app_meta').where({ key: marker }).first()) return false;
    await trx('app_meta').insert({ key: marker, value: now.toISOString() });
    const demoSeed = (await trx('app_meta').where({ key: demoMarker }).first()) as
      { value: string } | undefined;
    const member = (await trx('users')
      .select('id', 'vip_expiry', 'created_at')
      .where({ phone: demoMember.phone })
      .first()) as { id: number; vip_expiry: unknown; created_at: unknown } | undefined;
    if (!demoSeed || !member) return false;

    const seededAt = new Date(demoSeed.value);
    const sandbox = new SandboxGateway(config.publicUrl, `demo-seed:${now.toISOString()}`);
    const clock = new StepClock(now);
    const logger = silentLogger();
    // Nobody is connected while the server starts: the payment pushes have no one to reach.
    const bus = createBus(() => Promise.resolve());
    const accounts = new AccountRepo(trx);
    const actors: Actors = {
      clock,
      sandbox,
      config,
      payments: new PaymentService(trx, accounts, sandbox, bus, clock, logger, config),
      refunds: new RefundService(trx, accounts, sandbox, clock, logger, unrecorded),
    };

    // The demo member: the history is replayed from no membership (a payment is refused while
    // one runs), then the membership the demo seed gave is put back as it was.
    const id = Number(member.id);
    const keptExpiry = readInstant(member.vip_expiry);
    const refundedAt = new Date(seededAt.getTime() - 60 * day);
    const registered = new Date(refundedAt.getTime() - 5 * day);
    const createdAt = readInstant(member.created_at);
    if (!createdAt || createdAt > registered)
      await trx('users').where({ id }).update({ created_at: registered });
    await accounts.setVipExpiry(id, null, trx);

    const refunded = await openOrder(trx, actors, id, refundedAt, 30, 'wxpay');
    await pay(actors, refunded, new Date(refundedAt.getTime() + 2 * minute), 30, 'wxpay');
    const oldRequest = await askRefund(
      trx,
      actors,
      id,
      refunded,
      new Date(refundedAt.getTime() + 3 * 3_600_000),
      demoRefundedReason,
      demoMember.phone,
    );
    clock.at = new Date(refundedAt.getTime() + day);
    await actors.refunds.process({
      action: 'approve',
      refundRequestId: oldRequest,
      reason: '',
      admin: replayActor,
    });

    await openOrder(trx, actors, id, new Date(seededAt.getTime() - 10 * minute), 90, 'wxpay');
    const current = await openOrder(
      trx,
      actors,
      id,
      new Date(seededAt.getTime() - 3 * minute),
      30,
      'alipay',
    );
    await pay(actors, current, seededAt, 30, 'alipay');
    if (keptExpiry) await accounts.setVipExpiry(id, keptExpiry, trx);

    // The second member, registered as the registration form does (no inviter, no membership).
    if (await accounts.findUserByPhone(demoRefundMember.phone, trx)) return true;
    let inviteCode = newInviteCode();
    while (await accounts.findUserByInviteCode(inviteCode, trx)) inviteCode = newInviteCode();
    const paidAt = new Date(now.getTime() - 40 * day);
    const secondId = await accounts.insertUser(
      {
        phone: demoRefundMember.phone,
        passwordHash,
        inviteCode,
        vipExpiry: null,
        createdAt: new Date(paidAt.getTime() - 5 * day),
        invitedBy: null,
      },
      trx,
    );
    const bought = await openOrder(
      trx,
      actors,
      secondId,
      new Date(paidAt.getTime() - 2 * minute),
      30,
      'alipay',
    );
    await pay(actors, bought, paidAt, 30, 'alipay');
    await askRefund(
      trx,
      actors,
      secondId,
      bought,
      now,
      demoRefundMember.reason,
      demoRefundMember.contact,
    );
    return true;
  });
}
