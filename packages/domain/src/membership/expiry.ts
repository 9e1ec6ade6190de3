/** How a membership's end (users.vip_expiry) reads and moves; extending it is `extendMembership`. */

const dayMs = 86_400_000;

/** Whole days left until `expiry`, rounded up; 0 once it has passed. */
export function leftDays(expiry: Date | null, now: Date): number {
  if (!expiry || expiry.getTime() <= now.getTime()) return 0;
  return Math.ceil((expiry.getTime() - now.getTime()) / dayMs);
}

/** A member is a VIP while at least part of a day is left. */
export function isVip(expiry: Date | null, now: Date): boolean {
  return leftDays(expiry, now) > 0;
}

/**
 * The membership days a refund takes back: the refunded share of the plan's days, rounded (a
 * refund above the amount paid takes back no more than the whole plan).
 */
export function refundedDays(planDays: number, paidFen: number, refundFen: number): number {
  if (paidFen <= 0) return 0;
  return Math.round((planDays * Math.min(refundFen, paidFen)) / paidFen);
}

/**
 * The membership end after a refund took `days` back: earlier by those days but never before
 * `now`. Null when nothing changes: no membership running, or no day taken back.
 */
export function expiryAfterRefund(expiry: Date | null, now: Date, days: number): Date | null {
  if (!expiry || expiry.getTime() <= now.getTime() || days <= 0) return null;
  const shortened = expiry.getTime() - days * dayMs;
  return new Date(Math.max(shortened, now.getTime()));
}
