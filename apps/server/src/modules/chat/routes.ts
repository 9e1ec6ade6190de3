import type { ContractRoute } from '../../http/contractRoute.ts';

/** What the chat area's handlers reach. */
export type ChatDeps = Record<string, never>;

/** The members' group chat: groups, roles, join requests, rooms and uploads (issue 16). */
export const chatRoutes: ContractRoute<ChatDeps>[] = [];
