/** Beijing time has no daylight saving: a fixed UTC+8 offset formats every instant without Intl. */
const beijingOffsetMs = 8 * 3600 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

function beijingParts(ms: number) {
  const d = new Date(ms + beijingOffsetMs);
  return {
    year: d.getUTCFullYear(),
    month: pad(d.getUTCMonth() + 1),
    day: pad(d.getUTCDate()),
    hour: pad(d.getUTCHours()),
    minute: pad(d.getUTCMinutes()),
  };
}

/** `2024-03-01` in Beijing time. */
export function formatBeijingDate(ms: number): string {
  const p = beijingParts(ms);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `2024-03-01 08:00` in Beijing time. */
export function formatBeijingDateTime(ms: number): string {
  const p = beijingParts(ms);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * Plotly x values as epoch milliseconds: numbers are taken as milliseconds, strings as dates. Plotly's
 * dates carry no zone ('2024-03-01', '2024-03-01 12:00:00'); they are read as UTC, as the server writes them.
 */
export function parseChartTime(value: number | string): number {
  if (typeof value === 'number') return value;
  const iso = value.includes(' ') ? value.replace(' ', 'T') : value;
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? Number.NaN : ms;
}

const dayMs = 86_400_000;

/**
 * The formatter for a series' times: dates alone when every point falls on the same time of day (daily
 * data), dates with hours and minutes otherwise.
 */
export function beijingFormatFor(times: ArrayLike<number>): (ms: number) => string {
  if (times.length < 2) return formatBeijingDateTime;
  const timeOfDay = (((times[0] as number) % dayMs) + dayMs) % dayMs;
  for (let i = 1; i < times.length; i += 1) {
    if ((((times[i] as number) % dayMs) + dayMs) % dayMs !== timeOfDay)
      return formatBeijingDateTime;
  }
  return formatBeijingDate;
}
