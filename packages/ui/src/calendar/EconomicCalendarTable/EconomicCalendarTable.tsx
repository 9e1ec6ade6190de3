import {
  actualText,
  calendarTimeLabel,
  figureText,
  impactText,
  longDateLabel,
  maxCalendarStars,
  shiftDay,
  starCount,
  type CalendarRowView,
} from '@coinsight/domain/calendarView';
import { messages } from '@coinsight/domain/messages';
import { useId, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import * as table from '../../primitives/DataTable/DataTable.css.ts';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as calendar from '../private/calendar.css.ts';
import { LoadingText } from '../private/LoadingText.tsx';
import * as styles from './EconomicCalendarTable.css.ts';

/** What the table shows: the loading step, the rows, or 加载失败 (spec 3 §8). */
export const calendarTableStatuses = ['loading', 'ready', 'failed'] as const;
export type CalendarTableStatus = (typeof calendarTableStatuses)[number];

/** The three figures of a row. */
export type CalendarFigure = 'actual' | 'consensus' | 'previous';

/** A row of the table: the calendar row, and where each figure came from when the server says. */
export type CalendarTableRow = CalendarRowView & {
  sources?: Readonly<Record<CalendarFigure, string | null>>;
};

export interface EconomicCalendarTableProps {
  /** The Beijing day shown, `YYYY-MM-DD`. */
  day: string;
  /** A day was chosen: the picker, 前一天 or 后一天. */
  onDayChange: (day: string) => void;
  /** The day's rows as the page keeps them (美国 and 欧元区, by pub_time). */
  rows: readonly CalendarTableRow[];
  /** @default 'ready' */
  status?: CalendarTableStatus;
  /** The loading step's percentage while loading (10, 30, 60, 90). @default 10 */
  progress?: number;
  /** A row (or its name) was chosen: the page opens its history. */
  onOpen: (row: CalendarTableRow) => void;
  /** The Chinese name of a figure's source (the server's `sources`); no source line when absent. */
  sourceLabel?: (source: string) => string;
}

function Figure({
  row,
  figure,
  sourceLabel,
}: {
  row: CalendarTableRow;
  figure: CalendarFigure;
  sourceLabel: EconomicCalendarTableProps['sourceLabel'];
}) {
  const value = row[figure];
  const text = figure === 'actual' ? actualText(value) : figureText(value);
  const source = row.sources?.[figure];
  if (value === null || value.trim() === '')
    return <span className={calendar.missing}>{text}</span>;
  return (
    <>
      <span className={calendar.number}>{text}</span>
      {source && sourceLabel ? (
        <span className={calendar.source}>
          {messages.calendar.sourceLabel}：{sourceLabel(source)}
        </span>
      ) : null}
    </>
  );
}

function Stars({ star }: { star: number }) {
  const count = starCount(star);
  return (
    <span role="img" aria-label={`${count} 星`} className={styles.stars}>
      {'★'.repeat(count)}
      {'☆'.repeat(maxCalendarStars - count)}
    </span>
  );
}

/** The columns in order: each header and the card area its cell takes on a phone. */
const columns = [
  { header: '时间', area: 'time' },
  { header: '指标名称', area: 'name' },
  { header: '国家/地区', area: 'country' },
  { header: '实际值', area: 'actual' },
  { header: '预期值', area: 'consensus' },
  { header: '前值', area: 'previous' },
  { header: '重要性', area: 'stars' },
  { header: '对比特币影响', area: 'impact' },
] as const satisfies readonly { header: string; area: styles.CardArea }[];

type ColumnArea = (typeof columns)[number]['area'];
const headerOf = Object.fromEntries(columns.map((c) => [c.area, c.header])) as Record<
  ColumnArea,
  string
>;

/** A body cell: on a phone it takes its card area and shows its column's name above it. */
function Cell({
  area,
  labelled = true,
  children,
}: {
  area: ColumnArea;
  labelled?: boolean;
  children: ReactNode;
}) {
  return (
    <td
      className={`${table.cell} ${styles.cardCell} ${styles.area[area]}`}
      data-label={labelled ? headerOf[area] : undefined}
    >
      {children}
    </td>
  );
}

/**
 * Spec 3 §2.7: the economic calendar (经济日历数据) — a date picker, 前一天 / 后一天 and the long-form
 * date; a table of the day's releases: Beijing time, name, country with its flag, actual (暂未发布),
 * consensus and previous (暂无), 0–3 stars and the impact on Bitcoin (有影响 / 无影响). A row click
 * opens the indicator's history. While loading the step with its percent; 加载失败 leaves it empty.
 */
export function EconomicCalendarTable({
  day,
  onDayChange,
  rows,
  status = 'ready',
  progress = 10,
  onOpen,
  sourceLabel,
}: EconomicCalendarTableProps) {
  const titleId = useId();
  // Spec 3 §8: a failed load leaves the table empty.
  const shown = status === 'ready' ? rows : [];
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        经济日历数据
      </h1>
      <div className={styles.bar}>
        <Button variant="secondary" onPress={() => onDayChange(shiftDay(day, -1))}>
          前一天
        </Button>
        <input
          type="date"
          className={styles.dateInput}
          aria-label="选择日期"
          value={day}
          required
          onChange={(event) => {
            // Clearing the field is no day; the shown day stays.
            if (event.target.value) onDayChange(event.target.value);
          }}
        />
        <Button variant="secondary" onPress={() => onDayChange(shiftDay(day, 1))}>
          后一天
        </Button>
        <p className={styles.dateLabel} aria-live="polite">
          {longDateLabel(day)}
        </p>
      </div>
      {status === 'loading' ? <LoadingText percent={progress} /> : null}
      {status === 'failed' ? <Notice message={messages.market.loadFailed} /> : null}
      <div className={table.scroll} role="region" aria-label="经济日历列表" tabIndex={0}>
        <table className={`${table.table} ${styles.table}`} aria-label="经济日历列表">
          <thead className={styles.head}>
            <tr>
              {columns.map(({ header }) => (
                <th key={header} className={table.headCell} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {shown.map((row) => (
              // The whole row opens the history for a mouse or a finger; the name's button is the keyboard's way.
              <tr
                key={`${row.indicator_id}@${row.pub_time}`}
                className={`${styles.row} ${styles.card}`}
                onClick={(event) => {
                  if ((event.target as Element).closest('button')) return;
                  onOpen(row);
                }}
              >
                <Cell area="time">
                  <span className={calendar.number}>{calendarTimeLabel(row.pub_time)}</span>
                </Cell>
                <Cell area="name" labelled={false}>
                  <AriaButton className={calendar.nameButton} onPress={() => onOpen(row)}>
                    {row.indicator_name}
                  </AriaButton>
                </Cell>
                <Cell area="country">
                  <span className={styles.country}>
                    {row.flag_url ? (
                      <img className={styles.flag} src={row.flag_url} alt="" />
                    ) : null}
                    {row.country}
                  </span>
                </Cell>
                <Cell area="actual">
                  <Figure row={row} figure="actual" sourceLabel={sourceLabel} />
                </Cell>
                <Cell area="consensus">
                  <Figure row={row} figure="consensus" sourceLabel={sourceLabel} />
                </Cell>
                <Cell area="previous">
                  <Figure row={row} figure="previous" sourceLabel={sourceLabel} />
                </Cell>
                <Cell area="stars">
                  <Stars star={row.star} />
                </Cell>
                <Cell area="impact">
                  <span className={row.star > 0 ? calendar.impactSome : calendar.impact}>
                    {impactText(row.star)}
                  </span>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {status === 'ready' && rows.length === 0 ? (
        <p className={list.empty}>{messages.indicators.noData}</p>
      ) : null}
    </section>
  );
}
