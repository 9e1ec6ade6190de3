import {
  isMonthOpen,
  searchMenu,
  searchWords,
  toggleMonth,
  type AnalysisMenuMonth,
  type OpenMonth,
} from '@coinsight/domain/analysisView';
import { messages } from '@coinsight/domain/messages';
import { useId, useState } from 'react';
import { Button as AriaButton, Input, Label, SearchField } from 'react-aria-components';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as styles from './AnalysisMenu.css.ts';

const m = messages.analysis;

export const analysisMenuStatuses = ['loading', 'ready', 'error'] as const;
export type AnalysisMenuStatus = (typeof analysisMenuStatuses)[number];

export interface AnalysisMenuProps {
  /** The dropdowns: months newest first, each with its days (analysisView's menuFromMonths). */
  months: readonly AnalysisMenuMonth[];
  /** The day shown; its month is the dropdown open at first. */
  selected: string | null;
  /** Called with the picked day's `YYYY-MM-DD`. */
  onSelect: (date: string) => void;
  /** @default 'ready' */
  status?: AnalysisMenuStatus;
  /** 重试 after the menu failed to load. */
  onRetry?: () => void;
}

const monthOf = (months: readonly AnalysisMenuMonth[], date: string | null): OpenMonth =>
  months.find((month) => month.days.some((day) => day.date === date))?.id ?? null;

/**
 * Spec 3 §2.2, §4: the daily analysis page's left menu — a dropdown per month, one open at a time,
 * a search box over the days; the selected day's month opens when the day changes.
 */
export function AnalysisMenu({
  months,
  selected,
  onSelect,
  status = 'ready',
  onRetry,
}: AnalysisMenuProps) {
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<OpenMonth>(() => monthOf(months, selected));
  // A day picked from outside (the opening pick, an address) opens its month, as a click would.
  const [shownFor, setShownFor] = useState({ selected, months });
  if (shownFor.selected !== selected || shownFor.months !== months) {
    setShownFor({ selected, months });
    const month = monthOf(months, selected);
    if (month !== null) setOpen(month);
  }

  const searching = searchWords(query).length > 0;
  const shown = searchMenu(months, query);

  return (
    <nav className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.menuTitle}
      </h2>
      <SearchField className={styles.search} value={query} onChange={setQuery}>
        <Label className={styles.searchLabel}>{m.searchPlaceholder}</Label>
        <Input className={styles.searchInput} placeholder="如 11月23日、2025-01-02" />
      </SearchField>
      <LoadState
        state={status}
        loadingText="日期加载中…"
        errorText="日期菜单加载失败"
        onRetry={onRetry}
      >
        {months.length === 0 ? (
          <p className={styles.empty} role="status">
            {m.noRecords}
          </p>
        ) : shown.length === 0 ? (
          <p className={styles.empty} role="status">
            没有找到相关日期
          </p>
        ) : (
          <ul className={styles.months}>
            {shown.map((month) => {
              const expanded = isMonthOpen(open, month.id, searching);
              const listId = `${headingId}-${month.id}`;
              return (
                <li key={month.id}>
                  <AriaButton
                    className={styles.monthHeader}
                    aria-expanded={expanded}
                    aria-controls={expanded ? listId : undefined}
                    onPress={() => setOpen((current) => toggleMonth(current, month.id))}
                  >
                    <span>{month.label}</span>
                    <span className={styles.count} aria-label={`${month.days.length} 天`}>
                      {month.days.length}
                    </span>
                  </AriaButton>
                  {expanded && (
                    <ul id={listId} className={styles.days} aria-label={month.label}>
                      {month.days.map((day) => (
                        <li key={day.date}>
                          <AriaButton
                            className={styles.day}
                            aria-current={day.date === selected ? 'date' : undefined}
                            onPress={() => onSelect(day.date)}
                          >
                            {day.label}
                          </AriaButton>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
    </nav>
  );
}
