import type { AnalysisRecord } from '@coinsight/domain/api';
import {
  dayLabel,
  menuExpandedAfterPick,
  panelHeight,
  type AnalysisMenuMonth,
} from '@coinsight/domain/analysisView';
import { messages } from '@coinsight/domain/messages';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { AnalysisMenu, type AnalysisMenuStatus } from '../AnalysisMenu/AnalysisMenu.tsx';
import { AnalysisReport, type AnalysisReportStatus } from '../AnalysisReport/AnalysisReport.tsx';
import * as shared from '../private/analysis.css.ts';
import * as styles from './DailyAnalysis.css.ts';

const { panelStickyTop } = styles;

/** The desktop panel's least height. */
export const panelMinHeight = 240;

export interface DailyAnalysisProps {
  /** The menu's months, newest first. */
  months: readonly AnalysisMenuMonth[];
  /** @default 'ready' */
  menuStatus?: AnalysisMenuStatus;
  /** The day shown, or null before the first pick. */
  selected: string | null;
  /** A day picked in the menu. */
  onSelect: (date: string) => void;
  /** The selected day's record (read when reportStatus is 'ready'). */
  record: AnalysisRecord | null;
  /** @default 'loading' */
  reportStatus?: AnalysisReportStatus;
  /** A phone-sized window (≤ 768 px): the menu folds behind a button and folds again after a pick. */
  phone: boolean;
  /** How the site addresses a news item's detail page. */
  newsHref: (id: number) => string;
  onRetryMenu?: () => void;
  onRetryReport?: () => void;
  onLogin?: () => void;
}

/** Spec 3 §2.2 on a desktop: the panel's height follows the scroll, so its last day stays reachable. */
function usePanelHeight(enabled: boolean) {
  const panel = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!enabled) {
      setHeight(null);
      return;
    }
    const measure = () => {
      const box = panel.current;
      if (!box) return;
      setHeight(
        panelHeight({
          // The same gap below the panel as above it when it sticks.
          viewportHeight: window.innerHeight - panelStickyTop,
          panelTop: box.getBoundingClientRect().top + window.scrollY,
          scrollY: window.scrollY,
          stickyTop: panelStickyTop,
          minHeight: panelMinHeight,
        }),
      );
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [enabled]);
  return { panel, height };
}

/**
 * Spec 3 §2.2, §4: the daily analysis page's body — the months and days menu beside the chosen
 * day's five sections. The menu can be folded; on a phone it starts folded and folds after a pick.
 */
export function DailyAnalysis({
  months,
  menuStatus = 'ready',
  selected,
  onSelect,
  record,
  reportStatus = 'loading',
  phone,
  newsHref,
  onRetryMenu,
  onRetryReport,
  onLogin,
}: DailyAnalysisProps) {
  const menuId = useId();
  const [expanded, setExpanded] = useState(!phone);
  // Crossing 768 px unfolds the menu on a desktop and folds it on a phone.
  const [wasPhone, setWasPhone] = useState(phone);
  if (wasPhone !== phone) {
    setWasPhone(phone);
    setExpanded(!phone);
  }
  const { panel, height } = usePanelHeight(!phone && expanded);

  const pick = (date: string) => {
    onSelect(date);
    setExpanded((current) => menuExpandedAfterPick(current, phone));
  };

  const empty = menuStatus === 'ready' && months.length === 0;

  return (
    <div className={styles.root} data-phone={phone || undefined}>
      <div className={styles.side}>
        <Button
          variant="secondary"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={expanded ? menuId : undefined}
          onPress={() => setExpanded((current) => !current)}
        >
          {expanded ? '收起日期菜单' : selected ? `${dayLabel(selected)} · 选择日期` : '选择日期'}
        </Button>
        {expanded && (
          <div
            id={menuId}
            ref={panel}
            className={styles.panel}
            data-part="panel"
            style={height === null ? undefined : { height }}
          >
            <AnalysisMenu
              months={months}
              selected={selected}
              onSelect={pick}
              status={menuStatus}
              onRetry={onRetryMenu}
            />
          </div>
        )}
      </div>
      <div className={styles.main}>
        {empty ? (
          <p className={shared.muted} role="status">
            {messages.analysis.noRecords}
          </p>
        ) : selected ? (
          <AnalysisReport
            date={selected}
            record={record}
            status={reportStatus}
            newsHref={newsHref}
            onRetry={onRetryReport}
            onLogin={onLogin}
          />
        ) : menuStatus === 'error' ? null : (
          <p className={shared.muted} role="status">
            分析加载中…
          </p>
        )}
      </div>
    </div>
  );
}
