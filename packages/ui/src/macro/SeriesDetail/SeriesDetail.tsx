import { ChangeRateChart, SeriesTrendChart } from '@coinsight/charts/react';
import type { HistoryRange } from '@coinsight/domain/api';
import {
  changePercent,
  changeSeries,
  formatSeriesValue,
  impactStatus,
  impactStatusLabels,
  seriesCategoryLabels,
  seriesRangeLabels,
  seriesRanges,
  seriesStatistics,
  type MacroSeries,
  type SeriesPoint,
} from '@coinsight/domain/market';
import { messages } from '@coinsight/domain/messages';
import { formatBeijing } from '@coinsight/domain/time';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Radio, RadioGroup, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { DemoMark } from '../../primitives/DemoMark/DemoMark.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { ChangeText } from '../private/ChangeText.tsx';
import { LoadingStatus } from '../private/LoadingStatus.tsx';
import * as macro from '../private/macro.css.ts';
import * as styles from './SeriesDetail.css.ts';

/** The detail page's tabs: 趋势图 and 变化率. */
export const seriesDetailTabs = ['trend', 'change'] as const;
export type SeriesDetailTab = (typeof seriesDetailTabs)[number];
const tabLabels: Record<SeriesDetailTab, string> = { trend: '趋势图', change: '变化率' };

/** What the detail shows: the loading step, the data, or the failure. */
export const seriesDetailStatuses = ['loading', 'ready', 'failed'] as const;
export type SeriesDetailStatus = (typeof seriesDetailStatuses)[number];

export interface SeriesDetailProps {
  /** The catalogue's series: name, texts, thresholds and direction. */
  series: MacroSeries;
  /** The time range chosen (0 is 全部). */
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
  /** @default 'ready' */
  status?: SeriesDetailStatus;
  /** The loading step's percentage while loading (10, 30, 60, 90). @default 10 */
  progress?: number;
  /** The range's observations, oldest first, missing values dropped. */
  points: readonly SeriesPoint[];
  /** When the data was fetched from the server (epoch ms): the overview's 更新时间. */
  fetchedAt?: number | null;
  /** The tab open at first. @default 'trend' */
  defaultTab?: SeriesDetailTab;
  /** 刷新: loads the range again, past the cache. */
  onRefresh: () => void;
  /** 返回: back to where the user came from. */
  onBack: () => void;
  /** Plot height of the trend chart in CSS pixels; the chart's own default when absent. */
  chartHeight?: number;
  /** The series comes from the demo generator (issue 34): 演示数据 beside its category. */
  demo?: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function Overview({
  series,
  points,
  fetchedAt,
}: Pick<SeriesDetailProps, 'series' | 'points' | 'fetchedAt'>) {
  const latest = points.at(-1);
  const previous = points.at(-2);
  const status = impactStatus(latest?.value ?? null, series.btcThreshold, series.direction);
  return (
    <section aria-label="数据概览">
      <dl className={styles.facts}>
        <Fact label="当前值">
          <span className={macro.number}>
            {latest ? `${formatSeriesValue(latest.value)} ${series.unit}` : '—'}
          </span>
        </Fact>
        <Fact label="较上次变化">
          <ChangeText change={changePercent(latest?.value, previous?.value)} suffix="%" />
        </Fact>
        <Fact label="对比特币影响">
          <span className={macro.status[status]}>{impactStatusLabels[status]}</span>
        </Fact>
        <Fact label="数据日期">{latest?.date ?? '—'}</Fact>
        <Fact label="更新时间">
          {fetchedAt ? `${formatBeijing(fetchedAt, 'minute')}（北京时间）` : '—'}
        </Fact>
      </dl>
    </section>
  );
}

function Statistics({ points }: { points: readonly SeriesPoint[] }) {
  const stats = useMemo(() => seriesStatistics(points), [points]);
  if (!stats) return null;
  return (
    <section className={styles.block} aria-label="统计数据">
      <h2 className={styles.blockTitle}>统计数据</h2>
      <dl className={styles.facts}>
        <Fact label="最大值">{formatSeriesValue(stats.max)}</Fact>
        <Fact label="最小值">{formatSeriesValue(stats.min)}</Fact>
        <Fact label="平均值">{formatSeriesValue(stats.avg)}</Fact>
        <Fact label="标准差">{formatSeriesValue(stats.std)}</Fact>
        <Fact label="数据点数">{stats.count.toLocaleString('zh-CN')}</Fact>
        <Fact label="最后更新">{stats.lastUpdate}</Fact>
      </dl>
    </section>
  );
}

function Charts({
  series,
  range,
  points,
  defaultTab,
  chartHeight,
}: Pick<SeriesDetailProps, 'series' | 'range' | 'points' | 'defaultTab' | 'chartHeight'>) {
  const [tab, setTab] = useState<SeriesDetailTab>(defaultTab ?? 'trend');
  const changes = useMemo(
    () => changeSeries(points).map((c) => ({ date: c.date, value: c.change })),
    [points],
  );
  return (
    <Tabs
      className={styles.tabs}
      selectedKey={tab}
      onSelectionChange={(key) => setTab(key === 'change' ? 'change' : 'trend')}
    >
      <TabList className={styles.tabList} aria-label="图表类型">
        {seriesDetailTabs.map((id) => (
          <Tab key={id} id={id} className={styles.tab}>
            {tabLabels[id]}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="trend" className={styles.panel}>
        {/* A new range opens the chart afresh, on its newest 20 %. */}
        <SeriesTrendChart
          key={range}
          title={series.name}
          points={points}
          formatValue={formatSeriesValue}
          height={chartHeight}
        />
      </TabPanel>
      <TabPanel id="change" className={styles.panel}>
        {changes.length === 0 ? (
          // Spec 3 §8: no change data, no chart.
          <p className={list.empty}>{messages.indicators.noData}</p>
        ) : (
          <ChangeRateChart key={range} title={`${series.name} 变化率`} points={changes} />
        )}
      </TabPanel>
    </Tabs>
  );
}

/**
 * Spec 3 §2.6: a series' detail page — 返回 and 刷新, the overview (value, change, impact, update time in
 * Beijing time), the range radio 1年 … 全部, the 趋势图 and 变化率 tabs, the statistics and the series'
 * texts. While loading it shows the step with its percent; 加载失败 on failure; 暂无数据 without data.
 */
export function SeriesDetail({
  series,
  range,
  onRangeChange,
  status = 'ready',
  progress = 10,
  points,
  fetchedAt = null,
  defaultTab,
  onRefresh,
  onBack,
  chartHeight,
  demo = false,
}: SeriesDetailProps) {
  const titleId = useId();
  // No source will ever replace this series' generated history: its reason stands in for the
  // figures. Figures an admin imported from a file are real and shown under the reason.
  const withheld = series.unavailable !== undefined && demo;
  const figures = status === 'ready' && points.length > 0 && !withheld;
  return (
    <article className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Button variant="ghost" onPress={onBack}>
          返回
        </Button>
        <h1 id={titleId} className={styles.title}>
          {series.name}
        </h1>
        <span className={styles.tag}>{seriesCategoryLabels[series.category]}</span>
        <DemoMark demo={demo && status === 'ready' && !withheld} />
        <Button variant="secondary" onPress={onRefresh} isDisabled={status === 'loading'}>
          刷新
        </Button>
      </header>
      {withheld ? null : (
        <RadioGroup
          className={styles.ranges}
          orientation="horizontal"
          aria-label="时间范围"
          value={String(range)}
          onChange={(value) => {
            const chosen = seriesRanges.find((r) => String(r) === value);
            if (chosen !== undefined) onRangeChange(chosen);
          }}
        >
          {seriesRanges.map((r) => (
            <Radio key={r} value={String(r)} className={styles.range}>
              {seriesRangeLabels[r]}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {series.unavailable === undefined ? null : (
        <section className={styles.unavailable} aria-label="数据来源">
          <h2 className={styles.blockTitle}>暂无实时数据源</h2>
          <p className={styles.text}>{series.unavailable}</p>
          {withheld ? (
            <p className={styles.text}>管理员导入该指标的数据文件后，这里显示其图表。</p>
          ) : null}
          {figures ? <p className={styles.text}>下方为管理员导入的文件数据。</p> : null}
        </section>
      )}
      {status === 'loading' ? <LoadingStatus percent={progress} /> : null}
      {status === 'failed' ? <Notice message={messages.market.loadFailed} /> : null}
      {status === 'ready' && points.length === 0 && !withheld ? (
        <p className={list.empty}>{messages.indicators.noData}</p>
      ) : null}
      {figures ? (
        <>
          <Overview series={series} points={points} fetchedAt={fetchedAt} />
          <Charts
            series={series}
            range={range}
            points={points}
            defaultTab={defaultTab}
            chartHeight={chartHeight}
          />
          <Statistics points={points} />
        </>
      ) : null}
      <section className={styles.block} aria-label="指标说明">
        <h2 className={styles.blockTitle}>指标说明</h2>
        <p className={styles.text}>{series.intro}</p>
        <p className={styles.text}>
          <strong>对比特币的影响：</strong>
          {series.impact}
        </p>
        <p className={styles.text}>
          <strong>发布时间：</strong>
          {series.publish}
        </p>
      </section>
    </article>
  );
}
