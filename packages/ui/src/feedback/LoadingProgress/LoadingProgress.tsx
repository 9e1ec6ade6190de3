import { useEffect, useRef, useState } from 'react';
import * as styles from './LoadingProgress.css.ts';
import { progressStepMs, progressSteps } from './progressSteps.ts';

export interface LoadingProgressProps {
  /** Loading progress in percent (0–100); the figure shown stops at 99. */
  target: number;
}

export function LoadingProgress({ target }: LoadingProgressProps) {
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    const steps = progressSteps(shownRef.current, target);
    let index = 0;
    const timer = setInterval(() => {
      const next = steps[index];
      if (next === undefined) {
        clearInterval(timer);
        return;
      }
      shownRef.current = next;
      setShown(next);
      index += 1;
    }, progressStepMs);
    return () => clearInterval(timer);
  }, [target]);

  return (
    <div className={styles.root}>
      <div
        role="progressbar"
        aria-label="加载进度"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
      >
        <div className={styles.track}>
          <div className={styles.fill} style={{ width: `${shown}%` }} />
        </div>
      </div>
      <span className={styles.number} aria-hidden="true">
        {shown}%
      </span>
    </div>
  );
}
