import type { ContractRoute } from '../../http/contractRoute.ts';

/** What the documents area's handlers reach. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area lands
export interface DocumentsDeps {}

/** The documents area's contract routes. */
export const documentsRoutes: readonly ContractRoute<DocumentsDeps>[] = [];
