import { seriesLoadingSteps } from '@coinsight/domain/market';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';

/** The loading step's text and percent, e.g. 正在获取数据… 30% (spec 3 §4). */
export function LoadingText({ percent }: { percent: number }) {
  const step =
    seriesLoadingSteps.find((s) => s.percent === percent && s.step !== 'failed') ??
    seriesLoadingSteps[0];
  return (
    <p className={list.empty} role="status">
      {step.text} {step.percent}%
    </p>
  );
}
