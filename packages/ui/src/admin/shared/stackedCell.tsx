import type { ReactNode } from 'react';
import * as styles from './stackedTable.css.ts';

/**
 * A cell's content with its column's name before it, for a table inside `stacked`: hidden (and
 * out of the accessibility tree) on a wide screen, where the header row names the column.
 */
export function StackedCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      <span>{children}</span>
    </>
  );
}
