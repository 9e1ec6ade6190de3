import type { Server } from '@hapi/hapi';
import { seriesPoints } from '@coinsight/domain/market';
import { DomainError } from '../../domainError.ts';
import type { AnalysisService } from '../analysis/service.ts';
import { calendarAreaName } from '../calendar/plugin.ts';
import { indicatorsAreaName } from '../indicators/plugin.ts';
import { macroAreaName } from '../macro/plugin.ts';
import type { NewsService } from '../news/service.ts';
import { messages } from '@coinsight/domain/messages';
import { chatProvider, type ChatProvider } from '../../providers/ai/index.ts';
import { areaName, routeArea, servicesOf, type Area } from '../area.ts';
import { marketAreaName, type MarketServices } from '../market/plugin.ts';
import { AiRepo } from './repo.ts';
import { AssistantRetrieval, type AssistantSources } from './retrieval.ts';
import { aiRoutes } from './routes.ts';
import { AiService, defaultAiTimings } from './service.ts';

export const aiAreaName = areaName<AiServices>('coinsight-ai');

export interface AiServices {
  /** Conversations, quota and the answers being generated (tests tune `ai.timings`). */
  ai: AiService;
  /** The chat-completions provider every AI feature uses: the configured API, or the offline analyst. */
  aiProvider: ChatProvider;
  /** The product's facts for a question (issue 36), as both assistants are grounded in them. */
  assistantRetrieval: AssistantRetrieval;
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
    const retrieval = new AssistantRetrieval(assistantSources(server, market), () => clock.now());
    const aiProvider = chatProvider(config.ai, {
      findings: (question) => retrieval.findings(question),
    });
    const service = new AiService(repo, aiProvider, retrieval, config.ai, clock, logger, timings);
    routeArea(server, aiRoutes, { ai: service }, options);
    // Answers a previous run was generating ended with it: they are kept as failed, text and all.
    server.ext('onPreStart', async () => {
      await repo.failStreaming(messages.ai.failed);
    });
    server.ext('onPreStop', () => service.live.closeAll());
    server.expose('services', {
      ai: service,
      aiProvider,
      assistantRetrieval: retrieval,
    } satisfies AiServices);
  },
};

/*
 * The news and analysis areas use the AI provider, so they register after this one and import
 * its name; naming them here by their registered names (not by importing their plugins) keeps
 * the import graph free of cycles; the assistant tests read through both.
 */
const newsArea = areaName<{ news: NewsService }>('coinsight-news');
const analysisArea = areaName<{ analysis: AnalysisService }>('coinsight-analysis');

/**
 * The assistant's reads, each through the owning area's exposed service. Areas registered after
 * this one are looked up when a question is asked, by when every area is registered.
 */
function assistantSources(server: Server, market: MarketServices): AssistantSources {
  return {
    btcDays: () => market.btcHistory.daily(),
    async livePrice() {
      const tick = (await market.prices.series('live')).at(-1);
      return tick
        ? { usd: Number(tick.price), at: new Date(tick.added * 1000).toISOString() }
        : null;
    },
    async series(id) {
      const { observations } = await servicesOf(server, macroAreaName).macro.observations({
        series_id: id,
        sort_order: 'asc',
      });
      return seriesPoints(observations);
    },
    async releasesOn(day) {
      return (await servicesOf(server, calendarAreaName).calendar.day(day)).data;
    },
    async releaseHistory(indicatorId) {
      try {
        return (
          await servicesOf(server, calendarAreaName).calendar.category(indicatorId, 1)
        ).data.map((row) => ({
          ...row,
          indicator_id: indicatorId,
          flag_url: '',
          category: '',
        }));
      } catch (error) {
        // An indicator the calendar has never stored is a 404 there: no history here.
        if (error instanceof DomainError && error.reason === 'not_found') return [];
        throw error;
      }
    },
    async searchNews(words, limit) {
      return (await servicesOf(server, newsArea).news.search({ q: words, offset: 0, limit }, null))
        .results;
    },
    async newsBetween(fromDay, toDay, limit) {
      return (
        await servicesOf(server, newsArea).news.list(
          { start_date: fromDay, end_date: toDay, offset: 0, limit },
          null,
        )
      ).results;
    },
    latestAnalysis: () => servicesOf(server, analysisArea).analysis.latest(),
    async indicatorMenu() {
      return (await servicesOf(server, indicatorsAreaName).indicators.targetAll()).itemlist;
    },
    async knowledgeMenu() {
      return (await servicesOf(server, indicatorsAreaName).indicators.knowledgeAll()).knowledgelist;
    },
  };
}
