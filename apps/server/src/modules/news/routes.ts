import type { RouteOptions } from '@hapi/hapi';
import { isVip } from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import {
  newsDetail,
  newsList,
  recentlyViewed,
  recordNewsView,
  searchNews,
  treeNews,
} from '../../contract.ts';
import { routesFor, type ContractRoute } from '../../http/contractRoute.ts';
import { memberOf } from '../../http/credentials.ts';
import { DomainError } from '../../domainError.ts';
import { toBoom } from '../../http/errors.ts';
import type { NewsService } from './service.ts';

/** What the news area's handlers reach. */
export interface NewsDeps {
  news: NewsService;
}

const route = routesFor<NewsDeps>();

/**
 * The detail's refusal for a member without VIP is the spec's own text (请先购买会员再查看具体新闻),
 * not the generic VIP one: checked before the contract route's role check, which then only meets
 * visitors (401) and VIPs.
 */
function detailRefusal(inner: ContractRoute<NewsDeps>): ContractRoute<NewsDeps> {
  return {
    endpoint: inner.endpoint,
    toHapi: (options) => {
      const hapi = inner.toHapi(options);
      const base = hapi.options as RouteOptions;
      return {
        ...hapi,
        options: {
          ...base,
          ext: {
            ...base.ext,
            onPreHandler: {
              method: (request, h) => {
                const member = memberOf(request);
                if (member && !isVip(member.vipExpiry, request.server.app.core.clock.now()))
                  throw toBoom(
                    new DomainError('forbidden', messages.news.detailNeedsVip, 'vip_required'),
                  );
                return h.continue;
              },
            },
          },
        },
      };
    },
  };
}

/** News: the dated list, search, recently viewed, the related-news timeline and detail (issue 13). */
export const newsRoutes: ContractRoute<NewsDeps>[] = [
  route(newsList, ({ query, member, deps }) => deps.news.list(query, member)),
  // The service keeps each search's answer until the next ingest: tagged once, revalidated on use.
  route(searchNews, ({ query, member, deps }) => deps.news.search(query, member), {
    etag: true,
    cacheControl: 'private, no-cache',
    fastRead: true,
  }),
  route(recordNewsView, async ({ params, member, deps }) => {
    await deps.news.recordView(member, params.id);
    return { status: '200' as const };
  }),
  route(recentlyViewed, async ({ member, deps }) => ({
    results: await deps.news.recentlyViewed(member),
  })),
  route(treeNews, ({ body, deps }) => deps.news.tree(body.related)),
  detailRefusal(route(newsDetail, ({ params, deps }) => deps.news.detail(params.id))),
];
