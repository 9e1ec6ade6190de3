import type { CatalogueGroup, CatalogueItem } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import type { AuditLog } from '../../audit/auditLog.ts';
import type { Db } from '../../db/knex.ts';
import { readInstant } from '../../db/knex.ts';
import { DomainError } from '../../domainError.ts';
import type { AdminCredentials } from '../../sessions/credentials.ts';
import { thumbnailUrl, type IndicatorsService } from '../indicators/service.ts';

const m = messages.admin;

type Admin = Pick<AdminCredentials, 'id' | 'username'>;

interface ItemRow {
  id: number;
  group_id: number;
  title: string;
  position: number;
  sha256: string | null;
  updated_at: unknown;
}

function toItem(r: ItemRow): CatalogueItem {
  return {
    id: Number(r.id),
    title: r.title,
    position: Number(r.position),
    thumbnail: r.sha256 ? thumbnailUrl(Number(r.id), r.sha256) : null,
    thumbnail_updated_at: readInstant(r.updated_at)?.toISOString() ?? null,
  };
}

/** 图表: the indicator catalogue's titles, order and free thumbnails (what /picupdate did). */
export class CatalogueService {
  constructor(
    private readonly db: Db,
    private readonly indicators: IndicatorsService,
    private readonly audit: AuditLog,
  ) {}

  private items(db: Db, groupIds?: number[]) {
    const query = db('indicator_items as i')
      .leftJoin('indicator_thumbnails as t', 't.item_id', 'i.id')
      .select('i.id', 'i.group_id', 'i.title', 'i.position', 't.sha256', 't.updated_at')
      .orderBy([{ column: 'i.group_id' }, { column: 'i.position' }]);
    if (groupIds) query.whereIn('i.group_id', groupIds);
    return query;
  }

  private async groups(db: Db, ids?: number[]): Promise<CatalogueGroup[]> {
    const query = db('indicator_groups')
      .select('id', 'mode', 'title', 'position')
      .orderBy([{ column: 'mode', order: 'desc' }, { column: 'position' }]);
    if (ids) query.whereIn('id', ids);
    const groups = (await query) as Array<{
      id: number;
      mode: string;
      title: string;
      position: number;
    }>;
    const items = (await this.items(db, ids)) as ItemRow[];
    return groups.map((g) => ({
      id: Number(g.id),
      mode: g.mode,
      title: g.title,
      position: Number(g.position),
      items: items.filter((i) => Number(i.group_id) === Number(g.id)).map(toItem),
    }));
  }

  list(): Promise<CatalogueGroup[]> {
    return this.groups(this.db);
  }

  async rename(admin: Admin, id: number, title: string): Promise<CatalogueItem> {
    return this.db.transaction(async (trx) => {
      const [before] = (await this.items(trx).where('i.id', id)) as ItemRow[];
      if (!before)
        throw new DomainError('not_found', m.catalogueItemNotFound, 'catalogue_item_not_found');
      await this.indicators.repo.setTitle(id, title, trx);
      await this.audit.record(
        {
          admin,
          action: 'catalogue.rename',
          target: `indicator:${id}`,
          before: { title: before.title },
          after: { title },
        },
        trx,
      );
      return toItem({ ...before, title });
    });
  }

  /** item_ids must list the group's items exactly once each; positions become 1, 2, 3 … */
  async reorder(
    admin: Admin,
    groupId: number,
    itemIds: readonly number[],
  ): Promise<CatalogueGroup> {
    return this.db.transaction(async (trx) => {
      const group = await trx('indicator_groups').where({ id: groupId }).first('id');
      if (!group)
        throw new DomainError('not_found', m.catalogueGroupNotFound, 'catalogue_group_not_found');
      const current = (await this.items(trx, [groupId])) as ItemRow[];
      const known = new Set(current.map((i) => Number(i.id)));
      if (
        itemIds.length !== known.size ||
        new Set(itemIds).size !== itemIds.length ||
        !itemIds.every((id) => known.has(id))
      )
        throw new DomainError('invalid', m.catalogueOrderInvalid, 'invalid_input');
      await this.indicators.repo.setPositions(itemIds, trx);
      await this.audit.record(
        {
          admin,
          action: 'catalogue.reorder',
          target: `indicator-group:${groupId}`,
          before: { item_ids: current.map((i) => Number(i.id)) },
          after: { item_ids: itemIds },
        },
        trx,
      );
      const [reordered] = await this.groups(trx, [groupId]);
      if (!reordered) throw new Error('the group vanished');
      return reordered;
    });
  }
}
