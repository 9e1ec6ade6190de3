import { scaleBand, scaleLinear } from 'd3';
import { paletteColor } from '../palette.ts';

/** One stacked part of a daily bar: a plan's revenue, the day's registrations. */
export interface DailyBarSeries {
  key: string;
  /** The legend's and the tooltip's name, e.g. 年度会员. */
  label: string;
  /** @default the palette's colour at the series' index */
  color?: string;
}

/** A Beijing calendar day (YYYY-MM-DD, already bucketed by the server) and its value per series. */
export interface DailyBarDay {
  date: string;
  values: Readonly<Record<string, number>>;
}

export interface DailyBarBox {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

export interface DailyBarRect {
  date: string;
  key: string;
  label: string;
  color: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DailyBarLayout {
  bars: DailyBarRect[];
  /** The value axis' ticks, bottom up, with their vertical position. */
  yTicks: { value: number; y: number }[];
  /** The days labelled under the axis: never so many that their labels touch. */
  xTicks: { date: string; x: number }[];
  /** The tallest day's sum; 0 when every day is empty. */
  max: number;
}

/** The room a day label (MM-DD) takes, so labels skip days on a narrow chart. */
const dayLabelPx = 44;

const finite = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;

/**
 * The geometry of a stacked bar per day: series stacked in the given order, negative and missing
 * values drawn as nothing (counts and revenue are never below zero), a value axis from 0 with round
 * ticks and day labels thinned to fit the width.
 */
export function dailyBarLayout(
  days: readonly DailyBarDay[],
  series: readonly DailyBarSeries[],
  box: DailyBarBox,
): DailyBarLayout {
  const { width, height, margin } = box;
  const x = scaleBand<string>()
    .domain(days.map((d) => d.date))
    .range([margin.left, Math.max(margin.left, width - margin.right)])
    .paddingInner(days.length > 40 ? 0.05 : 0.2)
    .paddingOuter(0.1);
  const totals = days.map((d) => series.reduce((sum, s) => sum + finite(d.values[s.key]), 0));
  const max = Math.max(0, ...totals);
  const y = scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .nice(4)
    .range([height - margin.bottom, margin.top]);

  const bars: DailyBarRect[] = [];
  for (const day of days) {
    let base = 0;
    series.forEach((s, index) => {
      const value = finite(day.values[s.key]);
      if (value === 0) return;
      const top = base + value;
      bars.push({
        date: day.date,
        key: s.key,
        label: s.label,
        color: s.color ?? paletteColor(index),
        value,
        x: x(day.date) ?? 0,
        y: y(top),
        width: x.bandwidth(),
        height: y(base) - y(top),
      });
      base = top;
    });
  }

  const room = Math.max(1, width - margin.left - margin.right);
  const step = Math.max(1, Math.ceil((days.length * dayLabelPx) / room));
  const xTicks = days
    .filter((_, i) => i % step === 0)
    .map((d) => ({ date: d.date, x: (x(d.date) ?? 0) + x.bandwidth() / 2 }));
  const yTicks = y.ticks(4).map((value) => ({ value, y: y(value) }));
  return { bars, yTicks, xTicks, max };
}
