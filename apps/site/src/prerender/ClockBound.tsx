import type { ReactNode } from 'react';
import { useAsPrerendered } from './asPrerendered.ts';
import { unseen } from './ClockBound.css.ts';

/**
 * What shows the day it is (a calendar opened on today). A prerendered page was rendered on the
 * day of the build, so there it keeps its place, unseen, until the site's first render is on
 * screen and shows the real day.
 */
export function ClockBound({ children }: { children: ReactNode }) {
  if (!useAsPrerendered()) return children;
  if (import.meta.env.SSR)
    return (
      <div className={unseen} aria-hidden="true">
        {children}
      </div>
    );
  // Taking the page over, the build's day is left as it is, unread: rendering it would need the
  // day of the build.
  return (
    <div
      className={unseen}
      aria-hidden="true"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
