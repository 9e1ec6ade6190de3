import { useId } from 'react';
import * as styles from './HomeBenefits.css.ts';

export interface HomeBenefit {
  name: string;
  text: string;
}

export interface HomeBenefitsProps {
  title: string;
  items: readonly HomeBenefit[];
}

/** What membership gives (the home's 会员权益), one card per benefit. */
export function HomeBenefits({ title, items }: HomeBenefitsProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.name} className={styles.benefit}>
            <h3 className={styles.cardTitle}>{item.name}</h3>
            <p className={styles.cardText}>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
