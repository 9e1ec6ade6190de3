import type { SiteRoute } from '../../router/siteRoute.ts';
import { AiPage } from './AiPage.tsx';

/** The ai area's pages, spread into the site's route table (spec 3 §2.1: toAI, name ai). */
export const aiRoutes: readonly SiteRoute[] = [
  { name: 'ai', path: '/toAI', layout: 'shell', component: AiPage },
];
