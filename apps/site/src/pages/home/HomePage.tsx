import { Link } from 'react-aria-components';
import { aiReports, benefits, hero } from './content.ts';
import * as styles from './HomePage.css.ts';
import { HomeAiReport, HomeIndicatorCards, HomeNewsSections } from './homeSections.tsx';

export function HomePage() {
  return (
    <div className={styles.root}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {hero.title}
        </h1>
        <p className={styles.pitch}>{hero.pitch}</p>
        <Link className={styles.vipLink} href={hero.vipHref}>
          {hero.vipLabel}
        </Link>
      </section>

      <HomeIndicatorCards />
      <HomeNewsSections />

      <section className={styles.section} aria-labelledby="home-benefits-title">
        <h2 id="home-benefits-title" className={styles.sectionTitle}>
          {benefits.title}
        </h2>
        <ul className={styles.grid}>
          {benefits.items.map((item) => (
            <li key={item.name} className={styles.card}>
              <h3 className={styles.cardTitle}>{item.name}</h3>
              <p className={styles.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-reports-title">
        <h2 id="home-reports-title" className={styles.sectionTitle}>
          {aiReports.title}
        </h2>
        <p className={styles.sectionIntro}>{aiReports.intro}</p>
        <HomeAiReport />
        <ul className={styles.grid}>
          {aiReports.topics.map((topic) => (
            <li key={topic.name}>
              <Link className={styles.cardLink} href={aiReports.href}>
                <span className={styles.cardTitle}>{topic.name}</span>
                <span className={styles.cardText}>{topic.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
