import { messages } from '@coinsight/domain/messages';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { LoadingProgress } from '../LoadingProgress/LoadingProgress.tsx';
import * as controls from '../private/controls.css.ts';
import * as styles from './ChartFrame.css.ts';

export const chartFrameStatuses = ['loading', 'failed', 'empty', 'ready'] as const;
export type ChartFrameStatus = (typeof chartFrameStatuses)[number];

export interface ChartFrameProps {
  /** What the frame shows: the loading progress, the failure with 重试, 暂无数据, or the chart. */
  status: ChartFrameStatus;
  /** The loading step reached (0, 10, 50, 70, 85 or 100); the display glides there, capped at 99. @default 0 */
  progress?: number;
  /** Called by the 重试 button of the failure state. */
  onRetry?: () => void;
  /** The failure text. @default '图表加载失败，请重试' */
  failureText?: string;
  /** The empty text. @default '暂无数据' */
  emptyText?: string;
  /** Height of the loading, failure and empty states, in CSS pixels. @default 320 */
  minHeight?: number;
  /** The chart, shown when status is 'ready'. */
  children?: ReactNode;
}

/**
 * The frame around an indicator chart: the loading progress with its status text, the failure state with
 * a 重试 button, the 暂无数据 empty state, or the chart itself.
 */
export function ChartFrame({
  status,
  progress = 0,
  onRetry,
  failureText = messages.indicators.chartLoadFailed,
  emptyText = messages.indicators.noData,
  minHeight = 320,
  children,
}: ChartFrameProps) {
  if (status === 'ready') return <>{children}</>;
  if (status === 'loading') {
    return (
      <div className={styles.state} style={{ minHeight }}>
        <LoadingProgress target={progress} label="图表加载进度" showStep startAtTarget />
      </div>
    );
  }
  if (status === 'empty') {
    return (
      <div className={styles.state} style={{ minHeight }}>
        <p className={styles.message}>{emptyText}</p>
      </div>
    );
  }
  return (
    <div className={styles.state} style={{ minHeight }} role="alert">
      <p className={styles.failure}>{failureText}</p>
      {onRetry ? (
        <Button className={controls.button} onPress={onRetry}>
          重试
        </Button>
      ) : null}
    </div>
  );
}
