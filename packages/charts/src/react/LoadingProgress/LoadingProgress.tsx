import {
  displayedPercent,
  loadingStatusText,
  progressFrames,
  progressStepMs,
} from '@coinsight/domain/loading';
import { useEffect, useRef, useState } from 'react';
import * as styles from './LoadingProgress.css.ts';

export interface LoadingProgressProps {
  /** Loading progress in percent (a step: 0, 10, 50, 70, 85 or 100); the figure shown stops at 99. */
  target: number;
  /** Accessible name of the progress bar. @default '加载进度' */
  label?: string;
  /** Show the text of the step reached (准备加载图表… … 加载完成) before the figure; without it the figure is large. @default false */
  showStep?: boolean;
  /** Start from the target instead of climbing from 0 (a frame mounted mid-way shows where it is). @default false */
  startAtTarget?: boolean;
}

/** Glides the shown figure to `target` over 500 ms in 20 steps (spec 1 §9), from where it is. */
function useShownPercent(target: number, startAtTarget: boolean): number {
  const [shown, setShown] = useState(() => (startAtTarget ? displayedPercent(target) : 0));
  const shownRef = useRef(shown);
  useEffect(() => {
    const frames = progressFrames(shownRef.current, target);
    let step = 0;
    const timer = setInterval(() => {
      const next = frames[step];
      if (next === undefined) {
        clearInterval(timer);
        return;
      }
      shownRef.current = next;
      setShown(next);
      step += 1;
    }, progressStepMs);
    return () => clearInterval(timer);
  }, [target]);
  return shown;
}

/** The loading progress bar with its figure (never above 99 %), and the step's text where asked. */
export function LoadingProgress({
  target,
  label = '加载进度',
  showStep = false,
  startAtTarget = false,
}: LoadingProgressProps) {
  const shown = useShownPercent(target, startAtTarget);
  const step = loadingStatusText(target);
  return (
    <div className={styles.root}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={showStep ? `${step} ${shown}%` : undefined}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${shown}%` }} />
      </div>
      <p className={styles.caption}>
        {/* Only the step's text is announced: the figure changes 40 times a second while gliding. */}
        {showStep ? (
          <>
            <span aria-live="polite">{step}</span>{' '}
          </>
        ) : null}
        <span
          className={showStep ? styles.number : `${styles.number} ${styles.figureAlone}`}
          aria-hidden="true"
        >
          {shown}%
        </span>
      </p>
    </div>
  );
}
