import { createHash } from 'node:crypto';
import { messages } from '@coinsight/domain/messages';
import {
  buildPath,
  thumbnailPath,
  indicatorChartKey,
  type FavoriteItem,
  type IndicatorChartKey,
  type IndicatorGroup,
  type KnowledgeGroup,
} from '../../contract.ts';
import type { AuditLog } from '../../audit/auditLog.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/knex.ts';
import type { AdminCredentials, MemberCredentials } from '../../sessions/credentials.ts';
import { DomainError } from '../../domainError.ts';
import { withoutMetadata } from '../../images/withoutMetadata.ts';
import type { BtcHistoryService } from '../market/btcHistory.ts';
import { figureOf } from './figureOf.ts';
import { isPng } from './png.ts';
import { drawThumbnail } from './thumbnails.ts';
import { IndicatorsRepo, type FavoriteRow, type IndicatorRow } from './repo.ts';

const m = messages.indicators;

export const indicatorNotFound = () =>
  new DomainError('not_found', m.indicatorNotFound, 'not_found');

/** The public address of an item's thumbnail; ?v= changes with every upload, so caches may keep it long. */
export function thumbnailUrl(itemId: number, sha256: string): string {
  return `${buildPath(thumbnailPath, { itemId })}?v=${sha256.slice(0, 16)}`;
}

/** The stored chart_key as the contract names it; a key the contract does not know draws a plain figure. */
function chartKeyOf(stored: string | null): IndicatorChartKey | null {
  const parsed = indicatorChartKey.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function toFavoriteItem(f: FavoriteRow): FavoriteItem {
  return {
    item_id: f.itemId,
    list_index: f.listIndex,
    unit_index: f.unitIndex,
    groupId: f.groupId,
    targetId: f.itemId,
    title: f.title,
    imgSrc: f.thumbnailSha ? thumbnailUrl(f.itemId, f.thumbnailSha) : '',
    isFavorite: true,
  };
}

/** The indicator and knowledge menus, members' favourites and the indicators' free thumbnails. */
export class IndicatorsService {
  readonly repo: IndicatorsRepo;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {
    this.repo = new IndicatorsRepo(db);
  }

  async targetAll(): Promise<{ itemlist: IndicatorGroup[] }> {
    const groups = await this.repo.menu('indicator');
    return {
      itemlist: groups.map((g) => ({
        id: g.id,
        title: g.title,
        items: g.items.map((i) => ({
          id: i.id,
          title: i.title,
          detail: i.detail,
          chart_key: chartKeyOf(i.chartKey),
          thumbnail: i.thumbnailSha ? thumbnailUrl(i.id, i.thumbnailSha) : null,
        })),
      })),
    };
  }

  async knowledgeAll(): Promise<{ knowledgelist: KnowledgeGroup[] }> {
    const groups = await this.repo.menu('knowledge');
    return {
      knowledgelist: groups.map((g) => ({
        id: g.id,
        title: g.title,
        items: g.items.map((i) => ({
          id: i.id,
          title: i.title,
          detail: i.detail,
          header_klg: i.headerKlg ?? '',
          content: i.content ?? '',
          // Stored sanitised (documents' service); shipped articles have none.
          ...(i.html ? { html: i.html } : {}),
        })),
      })),
    };
  }

  /** The indicator the pair names; 404 when the item is unknown, not an indicator, or in another group. */
  async indicatorIn(groupId: number, targetId: number): Promise<IndicatorRow> {
    const indicator = await this.repo.indicator(targetId);
    if (!indicator || indicator.groupId !== groupId) throw indicatorNotFound();
    return indicator;
  }

  async favorites(member: MemberCredentials): Promise<FavoriteItem[]> {
    return (await this.repo.favorites(member.id)).map(toFavoriteItem);
  }

  async favoriteDetail(member: MemberCredentials, groupId: number, targetId: number) {
    const indicator = await this.indicatorIn(groupId, targetId);
    const favorite = await this.repo.favorite(member.id, indicator.id);
    return {
      item_id: indicator.id,
      is_favorite: favorite !== null,
      unit_index: favorite?.unitIndex ?? null,
      list_index: favorite?.listIndex ?? null,
    };
  }

  /** Adds the indicator to the member's desk; adding it again keeps the stored entry and answers it. */
  async addFavorite(
    member: MemberCredentials,
    itemId: number,
    input: { unit_index: number; list_index: number; group_id?: number; target_id?: number },
  ): Promise<FavoriteItem> {
    return this.db.transaction(async (trx) => {
      const indicator = await this.repo.indicator(itemId, trx);
      if (!indicator) throw indicatorNotFound();
      if (
        (input.group_id !== undefined && input.group_id !== indicator.groupId) ||
        (input.target_id !== undefined && input.target_id !== indicator.id)
      ) {
        throw new DomainError('invalid', m.favoriteMismatch, 'favorite_mismatch');
      }
      await this.repo.addFavorite(
        {
          userId: member.id,
          itemId: indicator.id,
          listIndex: input.list_index,
          unitIndex: input.unit_index,
          at: this.clock.now(),
        },
        trx,
      );
      const stored = await this.repo.favorite(member.id, indicator.id, trx);
      if (!stored) throw new Error(`favourite ${indicator.id} of member ${member.id} not stored`);
      return toFavoriteItem(stored);
    });
  }

  /** Removes one favourite and answers the favourites left. */
  async removeFavorite(member: MemberCredentials, itemId: number): Promise<FavoriteItem[]> {
    if (!(await this.repo.removeFavorite(member.id, itemId)))
      throw new DomainError('not_found', m.favoriteNotFound, 'not_found');
    return this.favorites(member);
  }

  /** Stores the admin's PNG as the indicator's free thumbnail (replacing any earlier one) and answers its URL. */
  async uploadThumbnail(
    admin: AdminCredentials,
    itemId: number,
    image: Uint8Array,
  ): Promise<string> {
    const notPng = () => new DomainError('invalid', m.uploadNotPng, 'not_png');
    if (!isPng(image)) throw notPng();
    const indicator = await this.repo.indicator(itemId);
    if (!indicator) throw indicatorNotFound();
    // Served to everyone: what an editor wrote beside the pixels (text chunks, EXIF) stays out.
    const bytes = await withoutMetadata(image, 'png').catch(() => {
      throw notPng();
    });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const url = thumbnailUrl(indicator.id, sha256);
    await this.db.transaction(async (trx) => {
      const before = await trx('indicator_thumbnails')
        .where({ item_id: indicator.id })
        .first<{ sha256: string } | undefined>('sha256');
      await this.repo.saveThumbnail(
        { itemId: indicator.id, image: bytes, sha256, adminId: admin.id, at: this.clock.now() },
        trx,
      );
      // The audit keeps the pictures' addresses (each names its bytes by hash), not the bytes.
      await this.audit.record(
        {
          admin,
          action: 'catalogue.thumbnail',
          target: `indicator:${indicator.id}`,
          before: { thumbnail: before ? thumbnailUrl(indicator.id, before.sha256) : null },
          after: { thumbnail: url, bytes: bytes.length },
        },
        trx,
      );
    });
    return url;
  }

  /**
   * Draws the free thumbnail of every indicator that has none from the stored history (its chart
   * as btcdata draws it), so the free tier shows the charts' shapes before an admin uploads a
   * picture. Answers how many it drew: none while the history is empty.
   */
  async drawMissingThumbnails(btcHistory: BtcHistoryService): Promise<number> {
    const days = await btcHistory.daily();
    if (days.length < 2) return 0;
    const missing = (await this.repo.menu('indicator'))
      .flatMap((g) => g.items)
      .filter((i) => i.thumbnailSha === null);
    for (const item of missing) {
      const image = await drawThumbnail(await figureOf(item.chartKey, btcHistory));
      const sha256 = createHash('sha256').update(image).digest('hex');
      await this.repo.addDrawnThumbnail({ itemId: item.id, image, sha256, at: this.clock.now() });
    }
    return missing.length;
  }

  /** The PNG bytes as a Buffer: hapi sends a Buffer as it is (a bare Uint8Array would become JSON). */
  async thumbnail(itemId: number): Promise<Buffer<ArrayBuffer>> {
    const stored = await this.repo.thumbnail(itemId);
    if (!stored) throw indicatorNotFound();
    return Buffer.from(new Uint8Array(stored.image).buffer);
  }
}
