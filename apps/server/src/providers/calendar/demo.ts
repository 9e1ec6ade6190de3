import {
  calendarIndicatorById,
  fredActual,
  type CalendarIndicator,
  type PointsByDate,
} from '@coinsight/domain/calendar';
import type { CalendarProvider, CalendarRelease } from './types.ts';

const dayMs = 86_400_000;

/** When an indicator is released: which days, at what UTC time. */
interface Schedule {
  id: string;
  /** The release days of a month (1-based day numbers), or every week on `weekday`. */
  days: ((year: number, month: number) => number[]) | { weekday: number };
  utc: string;
  /** Figures while no FRED series answers (none stored, or none linked): a walk around `level`. */
  level?: number;
  /** False for an event without figures (a statement, a press conference). */
  figures?: false;
  spread: number;
  decimals: number;
}

function weekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The first Monday-to-Friday on or after day `day`. */
const businessDayFrom =
  (day: number, months?: readonly number[]) =>
  (year: number, month: number): number[] => {
    if (months && !months.includes(month)) return [];
    let d = day;
    while (weekday(year, month, d) === 0 || weekday(year, month, d) === 6) d++;
    return [d];
  };

/** The n-th given weekday (0 Sunday) of the month. */
const nthWeekday =
  (dow: number, n: number, months?: readonly number[]) =>
  (year: number, month: number): number[] => {
    if (months && !months.includes(month)) return [];
    const first = weekday(year, month, 1);
    return [1 + ((dow - first + 7) % 7) + (n - 1) * 7];
  };

/** The last given weekday (0 Sunday) of the month. */
const lastWeekday =
  (dow: number) =>
  (year: number, month: number): number[] => {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const last = weekday(year, month, days);
    return [days - ((last - dow + 7) % 7)];
  };

const fedMonths = [1, 3, 5, 6, 7, 9, 10, 12] as const;
const ecbMonths = [1, 3, 4, 6, 7, 9, 10, 12] as const;
const quarterMonths = [1, 4, 7, 10] as const;
/** The Fed's minutes come three weeks after its meeting (the third Wednesday). */
const fedMinutes = (year: number, month: number): number[] => {
  const previous = month === 1 ? 12 : month - 1;
  if (!(fedMonths as readonly number[]).includes(previous)) return [];
  const meeting = nthWeekday(3, 3)(previous === 12 ? year - 1 : year, previous)[0]!;
  const days = new Date(Date.UTC(previous === 12 ? year - 1 : year, previous, 0)).getUTCDate();
  return [meeting + 21 - days];
};

/**
 * The demo calendar: every indicator of the catalogue on its usual day of the month or week, at
 * its usual hour (UTC, New York's and Frankfurt's winter hours: the demo moves no clock for
 * daylight saving), which gives the weekly rhythm of a real calendar — US data at 13:30 and
 * 15:00, the euro area's at 09:00–10:00, claims on Thursdays, crude stocks on Wednesdays, the
 * central banks eight times a year, nothing at weekends. Figures walk around a believable
 * `level`, or come from the FRED series when the macro tables hold it.
 */
const schedules: readonly Schedule[] = [
  {
    id: 'US_CPI_MOM',
    days: businessDayFrom(12),
    utc: '13:30',
    level: 0.2,
    spread: 0.1,
    decimals: 1,
  },
  {
    id: 'US_CPI_YOY',
    days: businessDayFrom(12),
    utc: '13:30',
    level: 2.8,
    spread: 0.15,
    decimals: 1,
  },
  {
    id: 'US_CORE_CPI_MOM',
    days: businessDayFrom(12),
    utc: '13:30',
    level: 0.3,
    spread: 0.1,
    decimals: 1,
  },
  {
    id: 'US_CORE_CPI_YOY',
    days: businessDayFrom(12),
    utc: '13:30',
    level: 3.0,
    spread: 0.1,
    decimals: 1,
  },
  {
    id: 'US_PPI_MOM',
    days: businessDayFrom(14),
    utc: '13:30',
    level: 0.2,
    spread: 0.2,
    decimals: 1,
  },
  {
    id: 'US_CORE_PPI_MOM',
    days: businessDayFrom(14),
    utc: '13:30',
    level: 0.2,
    spread: 0.15,
    decimals: 1,
  },
  {
    id: 'US_CORE_PCE_MOM',
    days: lastWeekday(5),
    utc: '13:30',
    level: 0.2,
    spread: 0.1,
    decimals: 1,
  },
  { id: 'US_NFP', days: nthWeekday(5, 1), utc: '13:30', level: 12, spread: 3, decimals: 1 },
  {
    id: 'US_UNEMPLOYMENT',
    days: nthWeekday(5, 1),
    utc: '13:30',
    level: 4.2,
    spread: 0.1,
    decimals: 1,
  },
  {
    id: 'US_INITIAL_CLAIMS',
    days: { weekday: 4 },
    utc: '13:30',
    level: 22.5,
    spread: 1.2,
    decimals: 1,
  },
  { id: 'US_ADP', days: nthWeekday(3, 1), utc: '13:15', level: 10, spread: 6, decimals: 1 },
  { id: 'US_JOLTS', days: nthWeekday(2, 1), utc: '15:00', level: 720, spread: 30, decimals: 0 },
  {
    id: 'US_RETAIL_SALES_MOM',
    days: businessDayFrom(15),
    utc: '13:30',
    level: 0.3,
    spread: 0.4,
    decimals: 1,
  },
  {
    id: 'US_CORE_RETAIL_SALES_MOM',
    days: businessDayFrom(15),
    utc: '13:30',
    level: 0.3,
    spread: 0.3,
    decimals: 1,
  },
  {
    id: 'US_UMCSENT_PRELIM',
    days: nthWeekday(5, 2),
    utc: '15:00',
    level: 58,
    spread: 3,
    decimals: 1,
  },
  { id: 'US_UMCSENT', days: lastWeekday(5), utc: '15:00', level: 58, spread: 3, decimals: 1 },
  { id: 'US_CB_CONFIDENCE', days: lastWeekday(2), utc: '15:00', level: 97, spread: 3, decimals: 1 },
  {
    id: 'US_ISM_PMI',
    days: businessDayFrom(1),
    utc: '15:00',
    level: 48.5,
    spread: 0.8,
    decimals: 1,
  },
  {
    id: 'US_ISM_SERVICES_PMI',
    days: businessDayFrom(3),
    utc: '15:00',
    level: 52,
    spread: 1,
    decimals: 1,
  },
  {
    id: 'US_INDPRO_MOM',
    days: businessDayFrom(16),
    utc: '14:15',
    level: 0.1,
    spread: 0.3,
    decimals: 1,
  },
  {
    id: 'US_GDP_QOQ',
    days: businessDayFrom(27, quarterMonths),
    utc: '13:30',
    level: 2,
    spread: 0.3,
    decimals: 1,
  },
  {
    id: 'US_NEW_HOME_SALES',
    days: businessDayFrom(24),
    utc: '15:00',
    level: 68,
    spread: 3,
    decimals: 1,
  },
  {
    id: 'US_EXISTING_HOME_SALES',
    days: businessDayFrom(21),
    utc: '15:00',
    level: 400,
    spread: 10,
    decimals: 0,
  },
  {
    id: 'US_BUILDING_PERMITS',
    days: businessDayFrom(17),
    utc: '13:30',
    level: 140,
    spread: 4,
    decimals: 1,
  },
  { id: 'US_EIA_CRUDE', days: { weekday: 3 }, utc: '15:30', level: -50, spread: 300, decimals: 1 },
  { id: 'US_FED_RATE', days: nthWeekday(3, 3, fedMonths), utc: '19:00', spread: 0, decimals: 2 },
  {
    id: 'US_FOMC_STATEMENT',
    days: nthWeekday(3, 3, fedMonths),
    utc: '19:00',
    spread: 0,
    decimals: 0,
    figures: false,
  },
  {
    id: 'US_FOMC_PRESS',
    days: nthWeekday(3, 3, fedMonths),
    utc: '19:30',
    spread: 0,
    decimals: 0,
    figures: false,
  },
  { id: 'US_FOMC_MINUTES', days: fedMinutes, utc: '19:00', spread: 0, decimals: 0, figures: false },
  {
    id: 'EZ_HICP_YOY',
    days: businessDayFrom(1),
    utc: '10:00',
    level: 2.2,
    spread: 0.2,
    decimals: 1,
  },
  {
    id: 'EZ_CORE_HICP_YOY',
    days: businessDayFrom(1),
    utc: '10:00',
    level: 2.4,
    spread: 0.1,
    decimals: 1,
  },
  {
    id: 'EZ_HICP_YOY_FINAL',
    days: businessDayFrom(17),
    utc: '10:00',
    level: 2.2,
    spread: 0.1,
    decimals: 1,
  },
  {
    id: 'EZ_PMI_MFG',
    days: businessDayFrom(22),
    utc: '09:00',
    level: 47.5,
    spread: 1,
    decimals: 1,
  },
  {
    id: 'EZ_PMI_SERVICES',
    days: businessDayFrom(22),
    utc: '09:00',
    level: 50.5,
    spread: 1,
    decimals: 1,
  },
  { id: 'EZ_ZEW', days: nthWeekday(2, 3), utc: '10:00', level: 20, spread: 8, decimals: 1 },
  { id: 'EZ_SENTIX', days: nthWeekday(1, 1), utc: '09:30', level: -8, spread: 4, decimals: 1 },
  {
    id: 'EZ_UNEMPLOYMENT',
    days: businessDayFrom(2),
    utc: '10:00',
    level: 6.3,
    spread: 0.1,
    decimals: 1,
  },
  {
    id: 'EZ_RETAIL_SALES_MOM',
    days: businessDayFrom(6),
    utc: '10:00',
    level: 0.1,
    spread: 0.4,
    decimals: 1,
  },
  {
    id: 'EZ_GDP_QOQ',
    days: businessDayFrom(29, quarterMonths),
    utc: '10:00',
    level: 0.2,
    spread: 0.1,
    decimals: 1,
  },
  {
    id: 'EZ_ECB_RATE',
    days: nthWeekday(4, 2, ecbMonths),
    utc: '13:15',
    level: 2.15,
    spread: 0,
    decimals: 2,
  },
  {
    id: 'EZ_ECB_PRESS',
    days: nthWeekday(4, 2, ecbMonths),
    utc: '13:45',
    spread: 0,
    decimals: 0,
    figures: false,
  },
];

/** A number in [0, 1) fixed by the text, so a day always draws the same figures. */
function draw(text: string): number {
  let h = 2_166_136_261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619);
  return (h >>> 0) / 4_294_967_296;
}

function releaseInstants(schedule: Schedule, from: Date, to: Date): Date[] {
  const instants: Date[] = [];
  const [hh, mm] = schedule.utc.split(':').map(Number) as [number, number];
  if ('weekday' in schedule.days) {
    const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
    const first = start + ((schedule.days.weekday - new Date(start).getUTCDay() + 7) % 7) * dayMs;
    for (let ms = first + (hh * 60 + mm) * 60_000; ms <= to.getTime(); ms += 7 * dayMs)
      if (ms >= from.getTime()) instants.push(new Date(ms));
    return instants;
  }
  for (
    let y = from.getUTCFullYear(), m = from.getUTCMonth() + 1;
    Date.UTC(y, m - 1, 1) <= to.getTime();
  ) {
    for (const d of schedule.days(y, m)) {
      const at = new Date(Date.UTC(y, m - 1, d, hh, mm));
      if (at >= from && at <= to) instants.push(at);
    }
    if (++m > 12) {
      m = 1;
      y++;
    }
  }
  return instants;
}

function round(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/**
 * The releases of one indicator from `from` to `to`, with an actual once the release time has
 * passed. An indicator with a FRED link takes its figures from the series (the macro area's demo
 * or real one): the actual what the release reports, the consensus a near miss of it, the previous
 * the release before's; the FRED fill then relabels an actual of a real series as fred (the demo
 * seed stores them in one go instead of a thousand updates). The others walk around a level.
 */
function indicatorReleases(
  schedule: Schedule,
  indicator: CalendarIndicator,
  from: Date,
  to: Date,
  now: Date,
  history: PointsByDate | undefined,
): CalendarRelease[] {
  const releases: CalendarRelease[] = [];
  let last: string | null = null;
  let walk = schedule.level ?? 0;
  for (const at of releaseInstants(schedule, from, to)) {
    const day = at.toISOString().slice(0, 10);
    const noise = (draw(`${indicator.id}|${day}|consensus`) - 0.5) * 2 * schedule.spread;
    let truth: string | null = null;
    if (schedule.figures === false) truth = null;
    else if (indicator.fred && history) truth = fredActual(indicator.fred, history, day);
    if (truth === null && schedule.figures !== false && schedule.level !== undefined) {
      const level = schedule.level;
      walk += (draw(`${indicator.id}|${day}|walk`) - 0.5) * schedule.spread + (level - walk) * 0.2;
      truth =
        schedule.spread === 0 ? round(level, schedule.decimals) : round(walk, schedule.decimals);
    }
    const basis = truth ?? last;
    releases.push({
      indicatorId: indicator.id,
      pubTime: at,
      indicatorName: indicator.name,
      country: indicator.country,
      category: indicator.category,
      star: indicator.star,
      actual: at <= now ? truth : null,
      consensus: basis === null ? null : round(Number(basis) + noise, schedule.decimals),
      previous: last,
    });
    if (truth !== null && at <= now) last = truth;
  }
  return releases;
}

/** How far the demo calendar reaches: years back (for the history pages) and days ahead. */
export const demoYearsBack = 10;
export const demoDaysAhead = 21;

/**
 * The demo generator: the embedded default's calendar (CALENDAR_SOURCE=demo), from 1 January ten
 * years back to three weeks ahead, the same releases for the same day whenever it runs.
 * `history` answers a FRED-linked series' stored observations.
 */
export function demoCalendar(
  now: () => Date,
  history: (seriesId: string) => Promise<PointsByDate | undefined>,
): CalendarProvider {
  return {
    origin: 'demo',
    async read() {
      const at = now();
      const from = new Date(Date.UTC(at.getUTCFullYear() - demoYearsBack, 0, 1));
      const to = new Date(at.getTime() + demoDaysAhead * dayMs);
      const releases: CalendarRelease[] = [];
      for (const schedule of schedules) {
        const indicator = calendarIndicatorById(schedule.id);
        if (!indicator) throw new Error(`demo schedule of an unknown indicator: ${schedule.id}`);
        const points = indicator.fred ? await history(indicator.fred.seriesId) : undefined;
        releases.push(...indicatorReleases(schedule, indicator, from, to, at, points));
      }
      return { releases, skipped: [] };
    },
  };
}
