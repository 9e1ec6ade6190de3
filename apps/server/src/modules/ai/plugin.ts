import { routeArea, type Area } from '../area.ts';
import { aiRoutes } from './routes.ts';

export const aiAreaName = 'coinsight-ai';

export type AiServices = Record<string, never>;

/** The AI assistant: the provider behind every AI feature, conversations, quotas (issue 12). */
export const aiArea: Area = {
  name: aiAreaName,
  register(server, options) {
    routeArea(server, aiRoutes, {}, options);
    server.expose('services', {} satisfies AiServices);
  },
};
