import type { DocumentState } from '@coinsight/domain/documents';
import type { Db } from '../../db/knex.ts';

export type MenuMode = 'indicator' | 'knowledge';

export interface MenuItemRow {
  id: number;
  groupId: number;
  title: string;
  detail: string[];
  chartKey: string | null;
  headerKlg: string | null;
  content: string | null;
  /** A knowledge article's sanitised body, when it was written in 文档 (documents area). */
  html: string | null;
  /** SHA-256 of the item's free thumbnail, or null when none was uploaded. */
  thumbnailSha: string | null;
}

export interface MenuGroupRow {
  id: number;
  title: string;
  items: MenuItemRow[];
}

/** An indicator (menu item of indicator mode) with the group it sits in. */
export interface IndicatorRow {
  id: number;
  groupId: number;
  title: string;
  chartKey: string | null;
  thumbnailSha: string | null;
}

export interface FavoriteRow {
  itemId: number;
  groupId: number;
  title: string;
  listIndex: number;
  unitIndex: number;
  thumbnailSha: string | null;
}

interface RawItem {
  id: number;
  group_id: number;
  title: string;
  detail: string;
  chart_key: string | null;
  header_klg: string | null;
  content: string | null;
  html: string | null;
  sha256: string | null;
}

/** What an editor's save writes of a knowledge article (the documents area). */
export interface KnowledgeFields {
  groupId: number;
  title: string;
  headerKlg: string;
  detail: string[];
  html: string;
  /** The body's paragraphs as plain text, what getknowledgeall serves. */
  content: string;
}

/** Past every position a group holds, so a reorder can park its items without a unique clash. */
const parkedPosition = 100_000;

function readDetail(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(String) : [];
}

/** knex queries for the menus, favourites and thumbnails. */
export class IndicatorsRepo {
  constructor(private readonly db: Db) {}

  /** The groups of one mode in menu order, each with its items in order. */
  async menu(mode: MenuMode): Promise<MenuGroupRow[]> {
    const groups = await this.db('indicator_groups')
      .where('mode', mode)
      .orderBy('position')
      .select<{ id: number; title: string }[]>('id', 'title');
    const items = await this.db('indicator_items as i')
      .join('indicator_groups as g', 'g.id', 'i.group_id')
      .leftJoin('indicator_thumbnails as t', 't.item_id', 'i.id')
      .where('g.mode', mode)
      // Issue 17: an article an admin has not published (or took down) is not on the menu.
      .andWhere('i.state', 'published')
      .orderBy([{ column: 'g.position' }, { column: 'i.position' }])
      .select<RawItem[]>(
        'i.id',
        'i.group_id',
        'i.title',
        'i.detail',
        'i.chart_key',
        'i.header_klg',
        'i.content',
        'i.html',
        't.sha256',
      );
    return groups.map((g) => ({
      id: Number(g.id),
      title: g.title,
      items: items
        .filter((i) => Number(i.group_id) === Number(g.id))
        .map((i) => ({
          id: Number(i.id),
          groupId: Number(i.group_id),
          title: i.title,
          detail: readDetail(i.detail),
          chartKey: i.chart_key,
          headerKlg: i.header_klg,
          content: i.content,
          html: i.html,
          thumbnailSha: i.sha256,
        })),
    }));
  }

  /** An indicator by id, or null (knowledge articles are not indicators). */
  async indicator(itemId: number, trx: Db = this.db): Promise<IndicatorRow | null> {
    const row = await trx('indicator_items as i')
      .join('indicator_groups as g', 'g.id', 'i.group_id')
      .leftJoin('indicator_thumbnails as t', 't.item_id', 'i.id')
      .where({ 'i.id': itemId, 'g.mode': 'indicator' })
      .first<RawItem | undefined>('i.id', 'i.group_id', 'i.title', 'i.chart_key', 't.sha256');
    if (!row) return null;
    return {
      id: Number(row.id),
      groupId: Number(row.group_id),
      title: row.title,
      chartKey: row.chart_key,
      thumbnailSha: row.sha256,
    };
  }

  /** The member's favourites in the order they were added. */
  async favorites(userId: number, trx: Db = this.db): Promise<FavoriteRow[]> {
    const rows = await trx('favorites as f')
      .join('indicator_items as i', 'i.id', 'f.item_id')
      .leftJoin('indicator_thumbnails as t', 't.item_id', 'i.id')
      .where('f.user_id', userId)
      .orderBy('f.id')
      .select<
        {
          item_id: number;
          group_id: number;
          title: string;
          list_index: number;
          unit_index: number;
          sha256: string | null;
        }[]
      >('f.item_id', 'i.group_id', 'i.title', 'f.list_index', 'f.unit_index', 't.sha256');
    return rows.map((r) => ({
      itemId: Number(r.item_id),
      groupId: Number(r.group_id),
      title: r.title,
      listIndex: Number(r.list_index),
      unitIndex: Number(r.unit_index),
      thumbnailSha: r.sha256,
    }));
  }

  async favorite(userId: number, itemId: number, trx: Db = this.db): Promise<FavoriteRow | null> {
    const all = await this.favorites(userId, trx);
    return all.find((f) => f.itemId === itemId) ?? null;
  }

  /** Adds a favourite; an existing one is kept as it is (the unique key makes concurrent adds safe). */
  async addFavorite(
    favorite: { userId: number; itemId: number; listIndex: number; unitIndex: number; at: Date },
    trx: Db = this.db,
  ): Promise<void> {
    await trx('favorites')
      .insert({
        user_id: favorite.userId,
        item_id: favorite.itemId,
        list_index: favorite.listIndex,
        unit_index: favorite.unitIndex,
        created_at: favorite.at,
      })
      .onConflict(['user_id', 'item_id'])
      .ignore();
  }

  /** Removes one favourite; false when the member had none for this item. */
  async removeFavorite(userId: number, itemId: number, trx: Db = this.db): Promise<boolean> {
    const removed = await trx('favorites').where({ user_id: userId, item_id: itemId }).delete();
    return removed > 0;
  }

  async saveThumbnail(
    thumbnail: {
      itemId: number;
      image: Buffer;
      sha256: string;
      adminId: number | null;
      at: Date;
    },
    trx: Db = this.db,
  ): Promise<void> {
    await trx('indicator_thumbnails')
      .insert({
        item_id: thumbnail.itemId,
        image: thumbnail.image,
        bytes: thumbnail.image.length,
        sha256: thumbnail.sha256,
        uploaded_by: thumbnail.adminId,
        updated_at: thumbnail.at,
      })
      .onConflict('item_id')
      .merge(['image', 'bytes', 'sha256', 'uploaded_by', 'updated_at']);
  }

  /** Stores a drawn thumbnail unless the item has one by now (an admin's upload is never replaced). */
  async addDrawnThumbnail(thumbnail: {
    itemId: number;
    image: Buffer;
    sha256: string;
    at: Date;
  }): Promise<void> {
    await this.db('indicator_thumbnails')
      .insert({
        item_id: thumbnail.itemId,
        image: thumbnail.image,
        bytes: thumbnail.image.length,
        sha256: thumbnail.sha256,
        uploaded_by: null,
        updated_at: thumbnail.at,
      })
      .onConflict('item_id')
      .ignore();
  }

  /** An item's title, as the console renames it. */
  async setTitle(itemId: number, title: string, trx: Db = this.db): Promise<void> {
    await trx('indicator_items').where({ id: itemId }).update({ title });
  }

  /** A group's items in this order, at positions 1, 2, 3 … (the caller checked they are all its items). */
  async setPositions(itemIds: readonly number[], trx: Db = this.db): Promise<void> {
    // Two passes: (group_id, position) is unique, so positions are parked before they are set.
    for (const [i, id] of itemIds.entries())
      await trx('indicator_items')
        .where({ id })
        .update({ position: parkedPosition + i + 1 });
    for (const [i, id] of itemIds.entries())
      await trx('indicator_items')
        .where({ id })
        .update({ position: i + 1 });
  }

  private async nextPosition(groupId: number, trx: Db): Promise<number> {
    const [row] = (await trx('indicator_items')
      .where('group_id', groupId)
      .max({ p: 'position' })) as { p: number | string | null }[];
    return Number(row?.p ?? 0) + 1;
  }

  /** An editor's new knowledge article (the documents area), a draft at the end of its group. */
  async insertKnowledge(fields: KnowledgeFields, at: Date, trx: Db): Promise<number> {
    const [inserted] = await trx('indicator_items').insert({
      group_id: fields.groupId,
      position: await this.nextPosition(fields.groupId, trx),
      title: fields.title,
      detail: JSON.stringify(fields.detail),
      chart_key: null,
      header_klg: fields.headerKlg,
      content: fields.content,
      html: fields.html,
      state: 'draft',
      updated_at: at,
    });
    return Number(inserted);
  }

  /** An editor's save; an article moved to another group goes to its end. */
  async updateKnowledge(
    id: number,
    fields: KnowledgeFields,
    movedGroup: boolean,
    at: Date,
    trx: Db,
  ): Promise<void> {
    await trx('indicator_items')
      .where({ id })
      .update({
        ...(movedGroup
          ? { group_id: fields.groupId, position: await this.nextPosition(fields.groupId, trx) }
          : {}),
        title: fields.title,
        detail: JSON.stringify(fields.detail),
        header_klg: fields.headerKlg,
        content: fields.content,
        html: fields.html,
        updated_at: at,
      });
  }

  async setKnowledgeState(id: number, state: DocumentState, trx: Db): Promise<void> {
    await trx('indicator_items').where({ id }).update({ state });
  }

  async thumbnail(itemId: number): Promise<{ image: Buffer; sha256: string } | null> {
    const row = await this.db('indicator_thumbnails')
      .where({ item_id: itemId })
      .first<{ image: Buffer; sha256: string } | undefined>('image', 'sha256');
    return row ? { image: Buffer.from(row.image), sha256: row.sha256 } : null;
  }
}
