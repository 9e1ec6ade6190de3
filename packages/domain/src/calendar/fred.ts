import type { SeriesPoint } from '../market/values.ts';
import type { FredLink, FredPeriod } from './indicators.ts';

const dayMs = 86_400_000;

function monthStart(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);
}

/**
 * The observation date (as FRED dates them: a month or quarter by its first day) of the period a
 * release on `releaseDay` (its UTC date, YYYY-MM-DD) reports: the month before (CPI, payrolls,
 * sales), the same month (Michigan's final sentiment), the quarter before (GDP's advance, second
 * and third estimates all fall in the quarter after), or the next day (a rate decision takes
 * effect the day after the meeting's announcement).
 */
export function fredReferenceDate(period: FredPeriod, releaseDay: string): string {
  const [year, month] = releaseDay.split('-').map(Number) as [number, number];
  switch (period) {
    case 'previousMonth':
      return monthStart(year, month - 2);
    case 'sameMonth':
      return monthStart(year, month - 1);
    case 'previousQuarter':
      return monthStart(year, Math.floor((month - 1) / 3) * 3 - 3);
    case 'nextDay':
      return new Date(Date.parse(`${releaseDay}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
  }
}

/** The observation date `months` months before `date` in a monthly or quarterly series. */
function periodsBefore(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return monthStart(year, month - 1 - months);
}

/** A series' observations by date, as `fredActual` reads them. */
export type PointsByDate = ReadonlyMap<string, number>;

export function pointsByDate(points: readonly SeriesPoint[]): PointsByDate {
  return new Map(points.map((p) => [p.date, p.value]));
}

/**
 * The actual of a release computed from its FRED series, as plain decimal text in the unit of the
 * indicator's name; null while FRED lacks the period (or the one the change is measured against).
 * A rate decision reads the first observation within a week after the meeting (a daily series may
 * skip a holiday).
 */
export function fredActual(
  link: FredLink,
  points: PointsByDate,
  releaseDay: string,
): string | null {
  const date = fredReferenceDate(link.period, releaseDay);
  let value: number | undefined;
  if (link.period === 'nextDay') {
    for (let i = 0; i < 7 && value === undefined; i++)
      value = points.get(
        new Date(Date.parse(`${date}T00:00:00Z`) + i * dayMs).toISOString().slice(0, 10),
      );
  } else value = points.get(date);
  if (value === undefined) return null;
  const step = link.period === 'previousQuarter' ? 3 : 1;
  let figure: number;
  switch (link.transform) {
    case 'level':
      figure = value;
      break;
    case 'changePct':
    case 'diff':
    case 'yearPct': {
      const before = points.get(periodsBefore(date, link.transform === 'yearPct' ? 12 : step));
      if (before === undefined || (link.transform !== 'diff' && before === 0)) return null;
      figure = link.transform === 'diff' ? value - before : (value / before - 1) * 100;
      break;
    }
  }
  const text = (figure * link.factor).toFixed(link.decimals);
  return Number(text) === 0 ? (0).toFixed(link.decimals) : text;
}
