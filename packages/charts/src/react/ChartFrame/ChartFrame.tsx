import { messages } from '@coinsight/domain/messages';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  displayedPercent,
  loadingStatusText,
  progressAnimationMs,
  progressAnimationSteps,
  progressFrames,
} from '../../progress.ts';
import * as styles from '../private/styles.ts';

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

/** Animates the displayed percentage towards `target` over 500 ms in 20 steps (spec 1 §9). */
function useAnimatedPercent(target: number): number {
  const [shown, setShown] = useState(() => displayedPercent(target));
  const shownRef = useRef(shown);
  useEffect(() => {
    const frames = progressFrames(shownRef.current, target);
    let step = 0;
    const timer = setInterval(() => {
      const value = frames[step] ?? displayedPercent(target);
      shownRef.current = value;
      setShown(value);
      step += 1;
      if (step >= frames.length) clearInterval(timer);
    }, progressAnimationMs / progressAnimationSteps);
    return () => clearInterval(timer);
  }, [target]);
  return shown;
}

const stateBox = (minHeight: number) =>
  ({
    minHeight,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 12,
    color: styles.mutedText,
    fontSize: 14,
    padding: 16,
    boxSizing: 'border-box',
  }) as const;

function Loading({ progress, minHeight }: { progress: number; minHeight: number }) {
  const shown = useAnimatedPercent(progress);
  const status = loadingStatusText(progress);
  return (
    <div style={stateBox(minHeight)}>
      <div
        role="progressbar"
        aria-label="图表加载进度"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={`${status} ${shown}%`}
        style={{
          width: 'min(320px, 80%)',
          height: 6,
          borderRadius: 3,
          background: '#e5e7eb',
          overflow: 'hidden',
        }}
      >
        <div
          style={{
            width: `${shown}%`,
            height: '100%',
            background: styles.accent,
            transition: 'none',
          }}
        />
      </div>
      <p style={{ margin: 0 }}>
        {/* Only the step's text is announced: the percentage changes 40 times a second while gliding. */}
        <span aria-live="polite">{status}</span> <span>{shown}%</span>
      </p>
    </div>
  );
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
  if (status === 'loading') return <Loading progress={progress} minHeight={minHeight} />;
  if (status === 'empty') {
    return (
      <div style={stateBox(minHeight)}>
        <p style={{ margin: 0 }}>{emptyText}</p>
      </div>
    );
  }
  return (
    <div style={stateBox(minHeight)} role="alert">
      <p style={{ margin: 0, color: styles.text }}>{failureText}</p>
      {onRetry ? (
        <button type="button" style={styles.button} onClick={onRetry}>
          重试
        </button>
      ) : null}
    </div>
  );
}
