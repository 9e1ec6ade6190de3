import { HomeAiReports, HomeBenefits, HomeHero } from '@coinsight/ui';
import { aiReports, benefits, hero } from './content.ts';
import * as styles from './HomePage.css.ts';
import { HomeAiReport, HomeIndicatorCards, HomeNewsSections } from './homeSections.tsx';

export function HomePage() {
  return (
    <div className={styles.root}>
      <HomeHero
        title={hero.title}
        pitch={hero.pitch}
        action={{ label: hero.vipLabel, href: hero.vipHref }}
      />
      <HomeIndicatorCards />
      <HomeNewsSections />
      <HomeBenefits title={benefits.title} items={benefits.items} />
      <HomeAiReports
        title={aiReports.title}
        intro={aiReports.intro}
        href={aiReports.href}
        topics={aiReports.topics}
      >
        <HomeAiReport />
      </HomeAiReports>
    </div>
  );
}
