import { useId } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './HomeHero.css.ts';

export interface HomeHeroLink {
  label: string;
  href: string;
}

export interface HomeHeroProps {
  /** The page's one h1. */
  title: string;
  pitch: string;
  /** The call to action, drawn as the brand button (the home's 开通会员). */
  action: HomeHeroLink;
  /** Quieter links beside it, to where a newcomer looks next. */
  links?: readonly HomeHeroLink[];
}

/** The home's first block (spec 1 §2.3): what the product is, and where to begin. */
export function HomeHero({ title, pitch, action, links = [] }: HomeHeroProps) {
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.pitch}>{pitch}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} href={action.href}>
          {action.label}
        </Link>
        {links.map((link) => (
          <Link key={link.href} className={styles.secondary} href={link.href}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
