/**
 * Beijing time, the one zone the product shows. China keeps UTC+8 all year (no daylight saving), so
 * a fixed offset converts every instant without Intl, in the browser, the server and the charts alike.
 */
export const beijingOffsetMs = 8 * 3_600_000;

const dayMs = 86_400_000;

/** An instant: ISO-8601 text, epoch milliseconds, or a Date. */
export type Instant = string | number | Date;

/** How much of the wall clock to show: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss`. */
export type BeijingPrecision = 'day' | 'minute' | 'second';

const lengths: Readonly<Record<BeijingPrecision, number>> = { day: 10, minute: 16, second: 19 };

function epochMs(instant: Instant): number {
  if (typeof instant === 'number') return instant;
  return typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
}

/**
 * The Beijing wall clock of an instant, or null for no instant or an unreadable one (so a page can
 * leave the line out).
 */
export function formatBeijing(
  instant: Instant | null | undefined,
  precision: BeijingPrecision = 'second',
): string | null {
  if (instant === null || instant === undefined || instant === '') return null;
  const ms = epochMs(instant);
  if (!Number.isFinite(ms)) return null;
  return new Date(ms + beijingOffsetMs)
    .toISOString()
    .slice(0, lengths[precision])
    .replace('T', ' ');
}

/** As formatBeijing, for instants that must be readable: anything else is a RangeError. */
export function beijingDateTime(instant: Instant, precision: BeijingPrecision = 'second'): string {
  const shown = formatBeijing(instant, precision);
  if (shown === null) throw new RangeError(`not an instant: ${String(instant)}`);
  return shown;
}

/** The Beijing calendar day of an instant, `YYYY-MM-DD`. */
export function beijingDate(instant: Instant): string {
  return beijingDateTime(instant, 'day');
}

/** The UTC instants that bound one Beijing calendar day (`YYYY-MM-DD`): [start, end). */
export function beijingDayBounds(day: string): { start: Date; end: Date } {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? Date.parse(`${day}T00:00:00.000Z`) - beijingOffsetMs
    : Number.NaN;
  if (Number.isNaN(start)) throw new RangeError(`not a day: ${day}`);
  return { start: new Date(start), end: new Date(start + dayMs) };
}
