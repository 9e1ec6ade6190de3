import type { ContractRoute } from '../../http/contractRoute.ts';

/** What the news area's handlers reach. */
export type NewsDeps = Record<string, never>;

/** News: the dated list, recently viewed, the related-news timeline and detail (issue 13). */
export const newsRoutes: ContractRoute<NewsDeps>[] = [];
