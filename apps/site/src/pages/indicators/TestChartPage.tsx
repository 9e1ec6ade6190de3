import { LivePrice } from './LivePrice.tsx';
import * as styles from './IndicatorPage.css.ts';

/** Spec 2 §2.7: the bare live price page with its frequency buttons. */
export function TestChartPage() {
  return (
    <div className={styles.bare}>
      <h1 className={styles.title}>比特币实时价格</h1>
      <LivePrice />
    </div>
  );
}
