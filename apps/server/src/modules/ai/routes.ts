import type { ContractRoute } from '../../http/contractRoute.ts';

/** What the ai area's handlers reach. */
export type AiDeps = Record<string, never>;

/** The AI assistant: the provider behind every AI feature, conversations, quotas (issue 12). */
export const aiRoutes: ContractRoute<AiDeps>[] = [];
