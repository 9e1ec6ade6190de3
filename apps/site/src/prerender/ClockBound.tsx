import type { ReactNode } from 'react';
import { unseen } from './ClockBound.css.ts';

/**
 * What shows the day it is (a calendar opened on today). A prerendered page was rendered on the
 * day of the build, so there it keeps its place, unseen, until the site's first render shows the
 * real day.
 */
export function ClockBound({ children }: { children: ReactNode }) {
  if (!import.meta.env.SSR) return children;
  return (
    <div className={unseen} aria-hidden="true">
      {children}
    </div>
  );
}
