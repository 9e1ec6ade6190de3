import type { Logger } from 'pino';
import type { Bus } from '../../realtime/bus.ts';
import type { NewsRepo, StoredNews } from './repo.ts';
import { newsCard } from './view.ts';

/** How often the server looks for news another process stored (`npm run ingest -- news`). */
export const announceEveryMs = 5_000;

/**
 * Publishes every newly stored item once on the news subscription. What this process stores is
 * published at once; what another process stores (the ingest command, another instance) is found
 * by the announce job, which reads ids above the last one it saw and skips those already sent.
 */
export class NewsAnnouncer {
  private last: number | null = null;
  private readonly sent = new Set<number>();

  constructor(
    private readonly repo: NewsRepo,
    private readonly bus: Bus,
    private readonly logger: Logger,
  ) {}

  async publish(news: StoredNews): Promise<void> {
    this.sent.add(news.id);
    await this.bus.publishNews({ type: 'news', item: newsCard(news) });
  }

  /** One run of the announce job; the first only notes where the stored news ends. */
  async announceStored(): Promise<number> {
    if (this.last === null) {
      this.last = await this.repo.maxId();
      return 0;
    }
    const fresh = await this.repo.cardsAfter(this.last, 200);
    let published = 0;
    for (const news of fresh) {
      this.last = Math.max(this.last, news.id);
      if (this.sent.has(news.id)) continue;
      await this.bus.publishNews({ type: 'news', item: newsCard(news) });
      published += 1;
    }
    for (const id of this.sent) if (id <= this.last) this.sent.delete(id);
    if (published > 0) this.logger.info({ published }, 'news stored elsewhere announced');
    return published;
  }
}
