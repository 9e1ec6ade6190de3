import { seriesLoadingSteps } from '@coinsight/domain/market';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';

export interface LoadingStatusProps {
  /** The loading step reached, as its percentage (10, 30, 60, 90, 100; 0 failed). */
  percent: number;
}

/** The step's text and its percentage, e.g. 正在获取数据… 30% (spec 3 §4). */
export function LoadingStatus({ percent }: LoadingStatusProps) {
  const step =
    seriesLoadingSteps.find((s) => s.percent === percent && s.step !== 'failed') ??
    seriesLoadingSteps[0];
  return (
    <p className={list.empty} role="status">
      {step.text} {step.percent}%
    </p>
  );
}
