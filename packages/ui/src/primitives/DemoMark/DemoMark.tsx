import { messages } from '@coinsight/domain/messages';
import * as styles from './DemoMark.css.ts';

export interface DemoMarkProps {
  /** The piece's demo mark as the contract carries it (`demo: true`); nothing shows otherwise. */
  demo: boolean | undefined;
  /** On its own line under the piece (a figure, a chart title) instead of beside it. */
  block?: boolean;
}

/**
 * 演示数据 beside a figure, chart, news item, series or release a generator made (issue 34), in
 * the look of the calendar's source line; absent on real data.
 */
export function DemoMark({ demo, block = false }: DemoMarkProps) {
  if (demo !== true) return null;
  return (
    <span
      className={block ? `${styles.mark} ${styles.block}` : styles.mark}
      title={messages.demoData.markTitle}
      data-demo-mark=""
    >
      {messages.demoData.mark}
    </span>
  );
}
