import { useId, type ReactNode } from 'react';
import * as styles from './ListScreen.css.ts';

export interface ListScreenProps {
  /** The heading, which also names the screen. */
  title: string;
  /** 1 on a page of its own, 2 inside the dashboard. @default 2 */
  headingLevel?: 1 | 2;
  /** Filters shown in a row under the heading. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** A list screen: its heading, an optional toolbar of filters, then the list. */
export function ListScreen({ title, headingLevel = 2, toolbar, children }: ListScreenProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.heading}>
        {title}
      </Heading>
      {toolbar === undefined ? null : <div className={styles.toolbar}>{toolbar}</div>}
      {children}
    </section>
  );
}
