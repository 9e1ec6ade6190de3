import { routeArea, type Area } from '../area.ts';
import { chatRoutes } from './routes.ts';

export const chatAreaName = 'coinsight-chat';

export type ChatServices = Record<string, never>;

/** The members' group chat: groups, roles, join requests, rooms and uploads (issue 16). */
export const chatArea: Area = {
  name: chatAreaName,
  register(server, options) {
    routeArea(server, chatRoutes, {}, options);
    server.expose('services', {} satisfies ChatServices);
  },
};
