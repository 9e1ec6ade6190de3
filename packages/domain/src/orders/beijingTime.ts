/** Beijing time is UTC+8 all year (China keeps no daylight saving). */
const beijingOffsetMs = 8 * 3_600_000;

function beijingParts(instant: string | Date): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${String(instant)}`);
  return new Date(ms + beijingOffsetMs).toISOString();
}

/** A UTC instant as Beijing wall-clock time, 'YYYY-MM-DD HH:mm:ss' (the refund list's time column). */
export function formatBeijingTime(instant: string | Date): string {
  const iso = beijingParts(instant);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** The Beijing calendar day of an instant, 'YYYY-MM-DD' (the refund list's date filter). */
export function beijingDate(instant: string | Date): string {
  return beijingParts(instant).slice(0, 10);
}
