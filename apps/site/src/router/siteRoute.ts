import type { ComponentType } from 'react';

/** `shell` pages sit under the root layout (navbar, footer, dialogs); `bare` pages fill the window alone. */
export const layouts = ['shell', 'bare'] as const;
export type Layout = (typeof layouts)[number];

export interface SiteRoute {
  /** The spec's route name (spec 1 §2.1), e.g. `btm` for the home page. */
  name: string;
  /** wouter pattern, the spec's path. */
  path: string;
  layout: Layout;
  component: ComponentType;
  /** `admin`: only with the admin marker in local storage, else to /admin. */
  guard?: 'admin';
}
