import { useMemo } from 'react';
import { paletteColor } from '../../palette.ts';
import {
  dailyBarLayout,
  type DailyBarDay,
  type DailyBarSeries,
} from '../../transforms/dailyBars.ts';
import { useContainerWidth } from '../private/useContainerWidth.ts';
import * as styles from './DailyBarChart.css.ts';

export interface DailyBarChartProps {
  /** The chart's name, e.g. 每日新注册; also its accessible name (`…图表`). */
  title: string;
  /** One entry a Beijing day, oldest first, already bucketed. */
  days: readonly DailyBarDay[];
  /** The stacked parts of a bar, bottom up; one series draws plain bars without a legend. */
  series: readonly DailyBarSeries[];
  /** Formats a value on the axis, in tooltips and the total. @default whole numbers */
  formatValue?: (value: number) => string;
  /** Drawn height in px. @default 220 */
  height?: number;
  /** Shown instead of the plot when no day has a value. @default 所选时间段内没有数据 */
  emptyText?: string;
  /**
   * The label under a bar. @default the day without its year (MM-DD); a chart of categories (plans)
   * passes their names as `date` and shows them whole.
   */
  labelOf?: (date: string) => string;
}

const monthDay = (date: string) => date.slice(5);

const margin = { top: 12, right: 8, bottom: 24, left: 48 };
const plain = (value: number) => Math.round(value).toLocaleString('zh-CN');

/**
 * A stacked bar a day (the dashboard's registrations and revenue by plan): d3 scales, SVG drawn by
 * React, a tooltip (`<title>`) on every part, the period's total beside the title.
 */
export function DailyBarChart({
  title,
  days,
  series,
  formatValue = plain,
  height = 220,
  emptyText = '所选时间段内没有数据',
  labelOf = monthDay,
}: DailyBarChartProps) {
  const [ref, width] = useContainerWidth<HTMLDivElement>(600);
  const layout = useMemo(
    () => dailyBarLayout(days, series, { width, height, margin }),
    [days, series, width, height],
  );
  const total = layout.bars.reduce((sum, bar) => sum + bar.value, 0);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <span className={styles.total}>合计 {formatValue(total)}</span>
      </figcaption>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-label={`${title}图例`}>
          {series.map((s, i) => (
            <li key={s.key}>
              <span
                className={styles.swatch}
                style={{ background: s.color ?? paletteColor(i) }}
                aria-hidden="true"
              />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={ref} className={styles.plot}>
        {layout.max === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          <svg width={width} height={height} role="img" aria-label={`${title}图表`}>
            {layout.yTicks.map((tick) => (
              <g key={tick.value}>
                <line
                  className={styles.gridLine}
                  x1={margin.left}
                  x2={width - margin.right}
                  y1={tick.y}
                  y2={tick.y}
                />
                <text
                  className={styles.axisText}
                  x={margin.left - 6}
                  y={tick.y}
                  dy="0.32em"
                  textAnchor="end"
                >
                  {formatValue(tick.value)}
                </text>
              </g>
            ))}
            {layout.bars.map((bar) => (
              <rect
                key={`${bar.date}-${bar.key}`}
                data-date={bar.date}
                data-series={bar.key}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                fill={bar.color}
              >
                <title>{`${bar.date} ${bar.label}：${formatValue(bar.value)}`}</title>
              </rect>
            ))}
            {layout.xTicks.map((tick) => (
              <text
                key={tick.date}
                className={styles.axisText}
                x={tick.x}
                y={height - margin.bottom + 16}
                textAnchor="middle"
              >
                {labelOf(tick.date)}
              </text>
            ))}
          </svg>
        )}
      </div>
    </figure>
  );
}
