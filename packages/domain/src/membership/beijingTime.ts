/** China keeps one offset all year (UTC+8, no daylight saving), so Beijing time is plain arithmetic. */
const beijingOffsetMs = 8 * 3_600_000;

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * An instant (ISO-8601) as Beijing wall-clock time, `YYYY-MM-DD HH:mm`; null or an unreadable
 * value gives null, so the page can leave the line out.
 */
export function formatBeijingTime(iso: string | null): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const t = new Date(ms + beijingOffsetMs);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`
  );
}
