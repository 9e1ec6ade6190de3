import { LoadingProgress } from '@coinsight/ui';
import * as styles from './LoadingPage.css.ts';

/** The stand-alone loading screen (/loading): the bar runs to its 99 % cap. */
export function LoadingPage() {
  return (
    <main className={styles.root}>
      <h1 className={styles.title}>币见加载中</h1>
      <LoadingProgress target={100} />
    </main>
  );
}
