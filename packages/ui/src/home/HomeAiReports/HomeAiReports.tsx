import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './HomeAiReports.css.ts';

export interface HomeAiReportTopic {
  name: string;
  text: string;
}

export interface HomeAiReportsProps {
  title: string;
  intro: string;
  /** Where every topic leads (the knowledge base's reports). */
  href: string;
  topics: readonly HomeAiReportTopic[];
  /** Shown between the intro and the topics: the site puts the newest daily analysis here. */
  children?: ReactNode;
}

/** The home's AI分析报告 block (spec 1 §2.3): a lead, then one linked card per report topic. */
export function HomeAiReports({ title, intro, href, topics, children }: HomeAiReportsProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {children}
      <ul className={styles.grid}>
        {topics.map((topic) => (
          <li key={topic.name}>
            <Link className={styles.topic} href={href}>
              <span className={styles.cardTitle}>{topic.name}</span>
              <span className={styles.cardText}>{topic.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
