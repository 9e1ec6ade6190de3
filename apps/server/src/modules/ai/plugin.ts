import { messages } from '@coinsight/domain/messages';
import { chatProvider, type ChatProvider } from '../../providers/ai/index.ts';
import { areaName, routeArea, servicesOf, type Area } from '../area.ts';
import { marketAreaName } from '../market/plugin.ts';
import { productFacts } from './facts.ts';
import { AiRepo } from './repo.ts';
import { aiRoutes } from './routes.ts';
import { AiService, defaultAiTimings } from './service.ts';

export const aiAreaName = areaName<AiServices>('coinsight-ai');

export interface AiServices {
  /** Conversations, quota and the answers being generated (tests tune `ai.timings`). */
  ai: AiService;
  /** The chat-completions provider every AI feature uses: the configured API, or the offline analyst. */
  aiProvider: ChatProvider;
}

/** The AI assistant: the provider behind every AI feature, conversations, quotas (issue 12). */
export const aiArea: Area = {
  name: aiAreaName,
  dependencies: [marketAreaName],
  register(server, options) {
    const { config, db, clock, logger } = server.app.core;
    const market = servicesOf(server, marketAreaName);
    const repo = new AiRepo(db);
    const timings = { ...defaultAiTimings };
    const aiProvider = chatProvider(config.ai, {
      facts: () => productFacts(market),
      paceMs: () => timings.offlinePaceMs,
    });
    const service = new AiService(repo, aiProvider, config.ai, clock, logger, timings);
    routeArea(server, aiRoutes, { ai: service }, options);
    // Answers a previous run was generating ended with it: they are kept as failed, text and all.
    server.ext('onPreStart', async () => {
      await repo.failStreaming(messages.ai.failed);
    });
    server.ext('onPreStop', () => service.live.closeAll());
    server.expose('services', { ai: service, aiProvider } satisfies AiServices);
  },
};
