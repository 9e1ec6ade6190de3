import { monthOf, monthWeeks, shiftMonth, weekdayLabels } from '@coinsight/domain/newsView';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './NewsCalendar.css.ts';

export interface NewsCalendarProps {
  /** The chosen day, `YYYY-MM-DD` (Beijing). */
  value: string;
  /** Today in Beijing, `YYYY-MM-DD`: the 今天 button's day, marked in the grid. */
  today: string;
  /** A day was picked (a cell or 今天). */
  onChange: (day: string) => void;
}

const dayNumber = (day: string): number => Number(day.slice(8, 10));

/** Spec 2 §2.2: the month calendar of the news list, with year and month arrows and 今天. */
export function NewsCalendar({ value, today, onChange }: NewsCalendarProps) {
  const [shown, setShown] = useState(() => monthOf(value));
  useEffect(() => setShown(monthOf(value)), [value]);
  const heading = `${shown.year}年${shown.month}月`;
  const move = (offset: number) => setShown((at) => shiftMonth(at, offset));

  return (
    <section className={styles.root} aria-label="新闻日历">
      <div className={styles.bar}>
        <Button className={styles.arrow} aria-label="上一年" onPress={() => move(-12)}>
          «
        </Button>
        <Button className={styles.arrow} aria-label="上个月" onPress={() => move(-1)}>
          ‹
        </Button>
        <h2 className={styles.heading} aria-live="polite">
          {heading}
        </h2>
        <Button className={styles.arrow} aria-label="下个月" onPress={() => move(1)}>
          ›
        </Button>
        <Button className={styles.arrow} aria-label="下一年" onPress={() => move(12)}>
          »
        </Button>
        <Button
          className={styles.today}
          onPress={() => {
            setShown(monthOf(today));
            onChange(today);
          }}
        >
          今天
        </Button>
      </div>
      <table className={styles.grid} aria-label={heading}>
        <thead>
          <tr>
            {weekdayLabels.map((label) => (
              <th key={label} scope="col" className={styles.weekday}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown.year, shown.month).map((week, w) => (
            <tr key={w}>
              {week.map((cell, d) => (
                <td key={d} className={styles.cell}>
                  {cell ? (
                    <Button
                      className={styles.day}
                      aria-label={`${shown.year}年${shown.month}月${cell.date}日`}
                      aria-pressed={cell.day === value}
                      aria-current={cell.day === today ? 'date' : undefined}
                      data-today={cell.day === today || undefined}
                      onPress={() => onChange(cell.day)}
                    >
                      {dayNumber(cell.day)}
                    </Button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
