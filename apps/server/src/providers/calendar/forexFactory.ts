import {
  calendarIndicatorByTitle,
  countryOfRelease,
  isServedCountry,
  normaliseFigure,
  otherCategory,
  starsOfImpact,
  unlistedIndicator,
} from '@coinsight/domain/calendar';
import { z } from 'zod';
import type { CalendarProvider, CalendarRead, CalendarRelease } from './types.ts';

/**
 * One event of the Forex Factory calendar export (ff_calendar_thisweek.json): the title, the
 * currency as `country`, the local time with its offset (New York's: "2026-11-25T08:30:00-05:00"),
 * the impact and the forecast and previous figures as written on the site ("3.4%", "180K", "").
 * The export carries no actuals; some mirrors add one, which is read when present.
 */
const exportEvent = z.object({
  title: z.string().min(1),
  country: z.string().min(1),
  date: z.iso.datetime({ offset: true }),
  impact: z.string(),
  forecast: z.string().optional().nullable(),
  previous: z.string().optional().nullable(),
  actual: z.string().optional().nullable(),
});

/** Whether parsed JSON looks like the export: an array whose items have a title and an impact. */
export function isExportJson(json: unknown): json is unknown[] {
  return (
    Array.isArray(json) &&
    json.length > 0 &&
    typeof json[0] === 'object' &&
    json[0] !== null &&
    'title' in json[0] &&
    'impact' in json[0]
  );
}

/**
 * The export's events as releases: 美国 and 欧元区 only (a member state's release in the EUR
 * column is that state's and is skipped), stars from the impact, titles we name turned into our
 * indicators (Chinese name, category, unit), the others kept under their own title.
 */
export function parseExport(json: unknown): CalendarRead {
  const read: CalendarRead = { releases: [], skipped: [], exportedAt: null };
  if (!Array.isArray(json)) throw new Error('the calendar export is not a JSON array');
  json.forEach((item, index) => {
    const parsed = exportEvent.safeParse(item);
    if (!parsed.success) {
      read.skipped.push({ what: `#${index + 1}`, reason: 'not an event of the export format' });
      return;
    }
    const e = parsed.data;
    const what = `${e.country} ${e.title} ${e.date}`;
    const country = countryOfRelease(e.country, e.title);
    if (country === null || !isServedCountry(country)) {
      read.skipped.push({ what, reason: `country not served: ${country ?? e.country}` });
      return;
    }
    const star = starsOfImpact(e.impact);
    if (star === null) {
      read.skipped.push({ what, reason: `unknown impact: ${e.impact}` });
      return;
    }
    const known = calendarIndicatorByTitle(e.country, e.title);
    const unit = known?.unit ?? 1;
    const unlisted = known ? null : unlistedIndicator(e.country, e.title, country);
    const release: CalendarRelease = {
      indicatorId: known?.id ?? unlisted!.id,
      pubTime: new Date(e.date),
      indicatorName: known?.name ?? unlisted!.name,
      country,
      category: known?.category ?? otherCategory,
      star,
      actual: normaliseFigure(e.actual, unit),
      consensus: normaliseFigure(e.forecast, unit),
      previous: normaliseFigure(e.previous, unit),
    };
    read.releases.push(release);
  });
  return read;
}

/** How long one read of the export may take. */
export const exportTimeoutMs = 30_000;

/**
 * The online provider: CALENDAR_URL read over HTTP(S). The export is regenerated a few times an
 * hour and asks readers not to fetch it more than a few times an hour: CALENDAR_POLL_MINUTES
 * defaults to 60.
 */
export function onlineCalendar(url: string): CalendarProvider {
  return {
    origin: 'online',
    async read(signal) {
      const timeout = AbortSignal.timeout(exportTimeoutMs);
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'coinsight-calendar/1' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new Error(`${url} did not answer JSON`);
      }
      const read = parseExport(json);
      read.exportedAt = instantOfHeader(response.headers.get('last-modified'));
      return read;
    },
  };
}

function instantOfHeader(value: string | null): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

const newYorkDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The week of the export a release belongs to, named by the Sunday it starts on (New York's date):
 * the export lists one week, Sunday to Saturday, in New York time.
 */
export function exportWeekOf(pubTime: Date): string {
  const local = new Date(`${newYorkDate.format(pubTime)}T00:00:00Z`);
  local.setUTCDate(local.getUTCDate() - local.getUTCDay());
  return local.toISOString().slice(0, 10);
}
