import { DailyBarChart } from '@coinsight/charts/react';
import { dayCount, maxStatisticsDays } from '@coinsight/domain/admin';
import type { Statistics } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { beijingDateTime } from '@coinsight/domain/time';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { ListScreen } from '../../primitives/ListScreen/ListScreen.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as panel from '../shared/adminPanel.css.ts';

export interface StatisticsRange {
  /** Beijing calendar days, both included, YYYY-MM-DD. */
  start: string;
  end: string;
}

export interface AdminStatisticsProps {
  /** The figures of `range`; null before the first answer. */
  statistics: Statistics | null;
  range: StatisticsRange;
  /** A valid range the admin chose (start ≤ end, at most 366 days). */
  onRangeChange: (range: StatisticsRange) => void;
  /** Today in Beijing, for the 近 7/30/90 天 shortcuts. */
  today: string;
  /** @default 'ready' */
  state?: 'ready' | 'loading' | 'error';
  /** @default 统计数据加载失败，请稍后重试 */
  errorText?: string;
  onRetry?: () => void;
}

export const adminStatisticsTexts = {
  title: '运营概况',
  loading: '统计数据加载中…',
  loadFailed: '统计数据加载失败，请稍后重试',
} as const;

const shortcuts = [7, 30, 90] as const;

function dayBefore(day: string, days: number): string {
  const at = Date.parse(`${day}T00:00:00Z`) - days * 86_400_000;
  return new Date(at).toISOString().slice(0, 10);
}

const yuanText = (value: number) =>
  `¥${value.toLocaleString('zh-CN', { maximumFractionDigits: 2 })}`;

/**
 * The dashboard's 首页 figures over a Beijing date range: members, VIPs, registrations and revenue
 * per day (bar charts), revenue per plan, orders by status and the refund requests waiting.
 */
export function AdminStatistics({
  statistics,
  range,
  onRangeChange,
  today,
  state = 'ready',
  errorText = adminStatisticsTexts.loadFailed,
  onRetry,
}: AdminStatisticsProps) {
  const id = useId();
  const [draft, setDraft] = useState(range);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (next: StatisticsRange) => {
    setDraft(next);
    if (!next.start || !next.end) return;
    if (next.start > next.end) return setRefusal(messages.admin.statisticsRangeInvalid);
    if (dayCount(next.start, next.end) > maxStatisticsDays)
      return setRefusal(messages.admin.statisticsRangeTooLong);
    setRefusal(null);
    onRangeChange(next);
  };

  const registrations = useMemo(
    () => (statistics?.days ?? []).map((d) => ({ date: d.date, values: { n: d.registrations } })),
    [statistics],
  );
  const revenue = useMemo(
    () => (statistics?.days ?? []).map((d) => ({ date: d.date, values: { r: Number(d.revenue) } })),
    [statistics],
  );

  const totals = statistics?.totals;
  const figures = totals
    ? [
        ['会员总数', totals.users.toLocaleString('zh-CN')],
        ['VIP 会员', totals.vips.toLocaleString('zh-CN')],
        ['新注册', totals.registrations.toLocaleString('zh-CN')],
        ['收入', yuanText(Number(totals.revenue))],
        ['已支付订单', totals.paid_orders.toLocaleString('zh-CN')],
        ['待支付订单', totals.pending_orders.toLocaleString('zh-CN')],
        ['已退款订单', totals.refunded_orders.toLocaleString('zh-CN')],
        ['待处理退款申请', totals.refunds_waiting.toLocaleString('zh-CN')],
      ]
    : [];

  return (
    <ListScreen
      title={adminStatisticsTexts.title}
      toolbar={
        <>
          <span className={list.field}>
            <label className={list.label} htmlFor={`${id}-start`}>
              开始日期
            </label>
            <input
              id={`${id}-start`}
              type="date"
              className={list.input}
              value={draft.start}
              max={today}
              onChange={(event) => choose({ ...draft, start: event.target.value })}
            />
          </span>
          <span className={list.field}>
            <label className={list.label} htmlFor={`${id}-end`}>
              结束日期
            </label>
            <input
              id={`${id}-end`}
              type="date"
              className={list.input}
              value={draft.end}
              max={today}
              onChange={(event) => choose({ ...draft, end: event.target.value })}
            />
          </span>
          <span className={panel.row} role="group" aria-label="快捷范围">
            {shortcuts.map((days) => (
              <Button
                key={days}
                variant="ghost"
                onPress={() => choose({ start: dayBefore(today, days - 1), end: today })}
              >
                近 {days} 天
              </Button>
            ))}
          </span>
        </>
      }
    >
      <Notice message={refusal} />
      <LoadState
        state={state}
        loadingText={adminStatisticsTexts.loading}
        errorText={errorText}
        onRetry={onRetry}
      >
        {statistics ? (
          <>
            <div role="group" aria-label="统计数字">
              <dl className={panel.figures}>
                {figures.map(([label, value]) => (
                  <div key={label} className={panel.figure}>
                    <dt className={panel.figureLabel}>{label}</dt>
                    <dd className={panel.figureValue}>{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className={panel.charts}>
              <DailyBarChart
                title="每日新注册"
                days={registrations}
                series={[{ key: 'n', label: '新注册' }]}
              />
              <DailyBarChart
                title="每日收入"
                days={revenue}
                series={[{ key: 'r', label: '收入' }]}
                formatValue={yuanText}
              />
            </div>
            <section className={panel.section} aria-labelledby={`${id}-plans`}>
              <h3 id={`${id}-plans`} className={panel.subheading}>
                各套餐收入
              </h3>
              <DailyBarChart
                title="各套餐收入"
                days={statistics.plans.map((p) => ({
                  date: p.name,
                  values: { r: Number(p.revenue) },
                }))}
                series={[{ key: 'r', label: '收入' }]}
                formatValue={yuanText}
                height={180}
                labelOf={(name) => name}
              />
              <ul className={panel.muted}>
                {statistics.plans.map((p) => (
                  <li key={p.days}>
                    {p.name}：{p.paid_orders} 单，{yuanText(Number(p.revenue))}
                  </li>
                ))}
              </ul>
            </section>
            <p className={panel.muted}>
              统计时间 {beijingDateTime(statistics.generated_at, 'minute')}
              （北京时间），按北京时间自然日统计
            </p>
          </>
        ) : null}
      </LoadState>
    </ListScreen>
  );
}
