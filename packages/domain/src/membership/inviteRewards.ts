/** Invite rewards of spec 1 §9, in days of membership. */

/** A member who registers with someone's invite code starts with this many days. */
export const inviteeRewardDays = 7;
/** The owner of the code gets this many days for each member who registers with it. */
export const inviterRewardDays = 3;
/** The inviter gets this many days each time a member they invited pays for a plan (a top-up). */
export const inviterTopUpRewardDays = 7;

const dayMs = 86_400_000;

/**
 * The membership end after adding `days`: counted from the current end while it is still running,
 * otherwise from `now`, so a reward never disappears into an expiry already past.
 */
export function extendMembership(currentExpiry: Date | null, now: Date, days: number): Date {
  const from = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return new Date(from.getTime() + days * dayMs);
}
