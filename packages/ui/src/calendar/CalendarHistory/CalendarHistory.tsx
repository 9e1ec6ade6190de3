import { ChangeRateChart, SeriesTrendChart } from '@coinsight/charts/react';
import { parseChartTime } from '@coinsight/charts';
import type { HistoryRange } from '@coinsight/domain/api';
import {
  changePercentText,
  changeTooltipLines,
  historyChanges,
  historyPageRanges,
  historyPoints,
  historyRangeLabels,
  publishCycle,
  trendTooltipLines,
  type CategoryRowView,
  type HistoryPoint,
  type HistoryQuery,
  type TooltipLine,
} from '@coinsight/domain/calendarView';
import { formatSeriesValue } from '@coinsight/domain/market';
import { messages } from '@coinsight/domain/messages';
import { useId, useMemo, useState } from 'react';
import { Radio, RadioGroup, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as detail from '../../macro/SeriesDetail/SeriesDetail.css.ts';
import { LoadingText } from '../private/LoadingText.tsx';

/** The history page's tabs: 趋势图 and 变化率. */
export const calendarHistoryTabs = ['trend', 'change'] as const;
export type CalendarHistoryTab = (typeof calendarHistoryTabs)[number];
const tabLabels: Record<CalendarHistoryTab, string> = { trend: '趋势图', change: '变化率' };

/** What the page shows: the loading step, the data, or 加载失败. */
export const calendarHistoryStatuses = ['loading', 'ready', 'failed'] as const;
export type CalendarHistoryStatus = (typeof calendarHistoryStatuses)[number];

/** A release of the history: the category row, and where its actual came from when the server says. */
export type CalendarHistoryRow = CategoryRowView & {
  sources?: { readonly actual: string | null };
};

export interface CalendarHistoryProps {
  /** The calendar row's query (spec 3 §2.7): name, category, intro, impact, publish. */
  query: HistoryQuery;
  /** The time range chosen (0 is 全部). */
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
  /** @default 'ready' */
  status?: CalendarHistoryStatus;
  /** The loading step's percentage while loading (10, 30, 60, 90). @default 10 */
  progress?: number;
  /** The range's releases (any order; those without an actual are left out of the charts). */
  rows: readonly CalendarHistoryRow[];
  /** The tab open at first. @default 'trend' */
  defaultTab?: CalendarHistoryTab;
  /** 刷新: clears the range's cache and loads it again. */
  onRefresh: () => void;
  /** 返回: back to the previous page. */
  onBack: () => void;
  /** The Chinese name of a figure's source; the tooltips name the actual's source when given. */
  sourceLabel?: (source: string) => string;
  /** Plot height of the trend chart in CSS pixels; the chart's own default when absent. */
  chartHeight?: number;
}

type Point = HistoryPoint<CalendarHistoryRow>;

function Charts({
  name,
  range,
  points,
  defaultTab,
  chartHeight,
  sourceLabel,
}: {
  name: string;
  range: HistoryRange;
  points: readonly Point[];
  defaultTab: CalendarHistoryTab;
  chartHeight: number | undefined;
  sourceLabel: CalendarHistoryProps['sourceLabel'];
}) {
  const [tab, setTab] = useState<CalendarHistoryTab>(defaultTab);
  const changes = useMemo(() => historyChanges(points), [points]);
  const cycle = useMemo(() => publishCycle(points.map((p) => p.date)), [points]);
  const byTime = useMemo(() => new Map(points.map((p) => [parseChartTime(p.date), p])), [points]);
  const changeAt = useMemo(
    () => new Map(changes.map((c) => [parseChartTime(c.date), c.value])),
    [changes],
  );

  const trendLines = (time: number): TooltipLine[] => {
    const point = byTime.get(time);
    if (!point) return [];
    const source = point.row.sources?.actual;
    return [
      ...trendTooltipLines(point.row),
      ...(source && sourceLabel
        ? [{ label: messages.calendar.sourceLabel, value: sourceLabel(source) }]
        : []),
    ];
  };
  const changeLines = (time: number): TooltipLine[] => {
    const change = changeAt.get(time);
    return change === undefined ? [] : changeTooltipLines(change, cycle);
  };

  return (
    <Tabs
      className={detail.tabs}
      selectedKey={tab}
      onSelectionChange={(key) => setTab(key === 'change' ? 'change' : 'trend')}
    >
      <TabList className={detail.tabList} aria-label="图表类型">
        {calendarHistoryTabs.map((id) => (
          <Tab key={id} id={id} className={detail.tab}>
            {tabLabels[id]}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="trend" className={detail.panel}>
        {/* A new range opens the chart afresh, on its newest 20 %. */}
        <SeriesTrendChart
          key={range}
          title={name}
          points={points}
          formatValue={formatSeriesValue}
          height={chartHeight}
          tooltipLines={trendLines}
        />
      </TabPanel>
      <TabPanel id="change" className={detail.panel}>
        {changes.length === 0 ? (
          // Spec 3 §8: no change data, no chart.
          <p className={list.empty}>{messages.indicators.noData}</p>
        ) : (
          <ChangeRateChart
            key={range}
            title={`${name} 变化率`}
            points={changes}
            formatValue={changePercentText}
            tooltipLines={changeLines}
          />
        )}
      </TabPanel>
    </Tabs>
  );
}

/**
 * Spec 3 §2.8: a calendar indicator's history (/history_market/{targetId}) — 返回 and 刷新, the ranges
 * 全部 / 1年 / 3年 / 5年 / 10年, the 趋势图 (actuals by date) and 变化率 (percent change versus the release
 * before, green at or above zero, red below) tabs opening on the newest 20 % with the slider, tooltips
 * with the release's figures and the spec's defaults, and the texts the calendar row passed along.
 */
export function CalendarHistory({
  query,
  range,
  onRangeChange,
  status = 'ready',
  progress = 10,
  rows,
  defaultTab = 'trend',
  onRefresh,
  onBack,
  sourceLabel,
  chartHeight,
}: CalendarHistoryProps) {
  const titleId = useId();
  const points = useMemo(() => historyPoints(rows), [rows]);
  const name = query.name || rows.at(-1)?.indicator_name || query.seriesId;
  return (
    <article className={detail.root} aria-labelledby={titleId}>
      <header className={detail.header}>
        <Button variant="ghost" onPress={onBack}>
          返回
        </Button>
        <h1 id={titleId} className={detail.title}>
          {name}
        </h1>
        {query.category ? <span className={detail.tag}>{query.category}</span> : null}
        <Button variant="secondary" onPress={onRefresh} isDisabled={status === 'loading'}>
          刷新
        </Button>
      </header>
      <RadioGroup
        className={detail.ranges}
        orientation="horizontal"
        aria-label="时间范围"
        value={String(range)}
        onChange={(value) => {
          const chosen = historyPageRanges.find((r) => String(r) === value);
          if (chosen !== undefined) onRangeChange(chosen);
        }}
      >
        {historyPageRanges.map((r) => (
          <Radio key={r} value={String(r)} className={detail.range}>
            {historyRangeLabels[r]}
          </Radio>
        ))}
      </RadioGroup>
      {status === 'loading' ? <LoadingText percent={progress} /> : null}
      {status === 'failed' ? <Notice message={messages.market.loadFailed} /> : null}
      {status === 'ready' && points.length === 0 ? (
        <p className={list.empty}>{messages.indicators.noData}</p>
      ) : null}
      {status === 'ready' && points.length > 0 ? (
        <Charts
          name={name}
          range={range}
          points={points}
          defaultTab={defaultTab}
          chartHeight={chartHeight}
          sourceLabel={sourceLabel}
        />
      ) : null}
      <section className={detail.block} aria-label="指标说明">
        <h2 className={detail.blockTitle}>指标说明</h2>
        <p className={detail.text}>{query.intro}</p>
        <p className={detail.text}>
          <strong>对比特币的影响：</strong>
          {query.impact || '无影响'}
        </p>
        <p className={detail.text}>
          <strong>本次发布时间：</strong>
          {query.publish ? `${query.publish}（北京时间）` : '暂无'}
        </p>
      </section>
    </article>
  );
}
