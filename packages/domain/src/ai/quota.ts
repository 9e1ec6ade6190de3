import { beijingDate, beijingDayBounds, type Instant } from '../time/beijing.ts';

/** Questions a day per tier (config.ai.dailyQuota). */
export interface AiDailyQuota {
  member: number;
  vip: number;
}

/** The Beijing day's question allowance of a member: a VIP gets the VIP tier. */
export function aiDailyLimit(vip: boolean, quota: AiDailyQuota): number {
  return vip ? quota.vip : quota.member;
}

/** The UTC bounds of the Beijing day holding `now`: questions asked in [start, end) count together. */
export function aiQuotaDay(now: Instant): { start: Date; end: Date } {
  return beijingDayBounds(beijingDate(now));
}

export interface AiQuotaState {
  limit: number;
  used: number;
  remaining: number;
  /** The next Beijing midnight, ISO-8601 UTC. */
  resets_at: string;
}

/** What is left today: never negative, even when a lower quota was configured after the questions. */
export function aiQuotaState(limit: number, used: number, now: Instant): AiQuotaState {
  return {
    limit,
    used,
    remaining: Math.max(0, limit - used),
    resets_at: aiQuotaDay(now).end.toISOString(),
  };
}

/** Whether one more question fits: `usedBefore` questions already counted today. */
export function aiQuestionAllowed(limit: number, usedBefore: number): boolean {
  return usedBefore < limit;
}
