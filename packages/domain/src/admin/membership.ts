const dayMs = 86_400_000;

/** The largest adjustment one action may make, either way (ten years). */
export const maxAdjustDays = 3650;

/**
 * The expiry after an admin adds (positive) or removes (negative) whole days. Adding to a lapsed
 * or absent membership starts from now, as buying does; removing counts back from the expiry and
 * never leaves it in the future of nothing: a result at or before now ends the membership now.
 */
export function adjustedExpiry(expiry: Date | null, days: number, now: Date): Date {
  if (!Number.isInteger(days) || days === 0 || Math.abs(days) > maxAdjustDays)
    throw new RangeError(`not an adjustment: ${days}`);
  const current = expiry && expiry.getTime() > now.getTime() ? expiry.getTime() : now.getTime();
  if (days > 0) return new Date(current + days * dayMs);
  return new Date(Math.max(now.getTime(), current + days * dayMs));
}
