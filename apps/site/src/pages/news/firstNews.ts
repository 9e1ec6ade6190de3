import { newsList, type ResponseOf } from '@coinsight/domain/api';
import { landingDay } from '@coinsight/domain/news';
import { firstAnswer } from '../../prerender/firstAnswers.ts';
import { dayPageQuery, openingQuery } from './newsData.ts';

/**
 * The opening day and its first page as /toNews came with them (prerender/firstAnswers.ts): the
 * server answers today's first page beside the opening call, so `page` is null for an earlier day.
 * Null when the page came without them. Apart from newsData.ts, which the other news pages load.
 */
export function firstNews(
  today: string,
): { day: string; page: ResponseOf<typeof newsList> | null } | null {
  const opening = firstAnswer(newsList, { query: openingQuery(today) });
  if (!opening) return null;
  const day = landingDay(
    today,
    opening.results.map((n) => n.date),
  );
  return { day, page: firstAnswer(newsList, { query: dayPageQuery(day, 0) }) };
}
