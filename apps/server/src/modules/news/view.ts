import type { NewsDetail, NewsItem, RelatedNews, ViewedNews } from '@coinsight/domain/api';
import { viewedStatusOf } from '@coinsight/domain/news';
import { beijingDate, beijingDateTime } from '@coinsight/domain/time';
import type { NewsSource, StoredNews } from './repo.ts';

/** The 演示数据 mark: on a generated item only, absent on real ones (issue 34). */
const markOf = (news: StoredNews): { demo?: true } => (news.demo ? { demo: true } : {});

/** What the contract shows of stored news: Beijing days and times, cards without bodies. */
export function newsCard(news: StoredNews): NewsItem {
  return {
    id: news.id,
    date: beijingDate(news.publishedAt),
    times: beijingDateTime(news.publishedAt, 'minute').slice(11),
    title: news.title,
    type: news.type,
    summary: news.summary,
    source: news.source,
    author: { name: news.author },
    important: news.important,
    related: news.related.length > 0 ? news.related : [news.id],
    topic: news.topic,
    ...markOf(news),
  };
}

export function timelineNode(news: StoredNews): RelatedNews {
  const card = newsCard(news);
  return {
    id: card.id,
    title: card.title,
    date: card.date,
    times: card.times,
    type: card.type,
    summary: card.summary,
    ...markOf(news),
  };
}

export function viewedCard(news: StoredNews, viewedAt: Date): ViewedNews {
  return {
    id: news.id,
    title: news.title,
    description: news.summary,
    date: beijingDate(news.publishedAt),
    status: viewedStatusOf(news.type),
    viewed_at: viewedAt.toISOString(),
    ...markOf(news),
  };
}

/** The detail; `sources` lists each source that told the story, the item's own first. */
export function newsDetailOf(news: StoredNews, sources: readonly NewsSource[]): NewsDetail {
  return {
    id: news.id,
    title: news.title,
    source: news.source,
    time: news.publishedAt.toISOString(),
    htmlcontent: news.html,
    type: news.type,
    topic: news.topic,
    related: news.related.length > 0 ? news.related : [news.id],
    ai_reading: news.aiReading,
    sources: sources.map((s) => ({ name: s.name, link: s.link })),
    ...markOf(news),
  };
}
