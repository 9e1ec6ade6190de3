import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './PageLost.css.ts';

export interface PageLostProps {
  /** Called by the 返回首页 button. */
  onBackHome: () => void;
}

export function PageLost({ onBackHome }: PageLostProps) {
  return (
    <main className={styles.root}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.text}>页面走丢了</p>
      <Button onPress={onBackHome}>返回首页</Button>
    </main>
  );
}
