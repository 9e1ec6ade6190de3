import {
  addFavorite,
  btcData,
  btcPrice,
  favoriteDetail,
  favorites,
  getKnowledgeAll,
  getTargetAll,
  removeFavorite,
  uploadPrivate,
  type BodyOf,
  type ChartFigure,
  type FavoriteItem,
  type IndicatorGroup,
  type KnowledgeGroup,
  type PriceFrequency,
  type PricePoint,
} from '@coinsight/domain/api';
import type { Call } from '../../api/client.ts';

/** The page serves indicators on /toTarget and knowledge articles on /toKnowledge (spec 2 §2.1). */
export type MenuMode = 'indicator' | 'knowledge';

export type MenuGroups = IndicatorGroup[] | KnowledgeGroup[];

/** The menu of a mode: gettargetall's itemlist or getknowledgeall's knowledgelist. */
export function loadMenu(
  call: Call,
  mode: 'indicator',
  signal?: AbortSignal,
): Promise<IndicatorGroup[]>;
export function loadMenu(
  call: Call,
  mode: 'knowledge',
  signal?: AbortSignal,
): Promise<KnowledgeGroup[]>;
export function loadMenu(call: Call, mode: MenuMode, signal?: AbortSignal): Promise<MenuGroups>;
export async function loadMenu(
  call: Call,
  mode: MenuMode,
  signal?: AbortSignal,
): Promise<MenuGroups> {
  if (mode === 'knowledge') return (await call(getKnowledgeAll, { signal })).knowledgelist;
  return (await call(getTargetAll, { signal })).itemlist;
}

/** The chart of one indicator (btcdata's response.chart.figure). */
export async function loadFigure(
  call: Call,
  groupId: number,
  targetId: number,
  signal?: AbortSignal,
): Promise<ChartFigure> {
  const answer = await call(btcData, { params: { groupId, targetId }, signal });
  return answer.response.chart.figure;
}

export async function loadPrice(
  call: Call,
  frequency: PriceFrequency,
  signal?: AbortSignal,
): Promise<PricePoint[]> {
  return (await call(btcPrice, { params: { frequency }, signal })).data;
}

/** The member's favourites desk (favorite/0). */
export async function loadFavorites(call: Call, signal?: AbortSignal): Promise<FavoriteItem[]> {
  return (await call(favorites, { signal })).items;
}

export async function loadIsFavorite(
  call: Call,
  groupId: number,
  targetId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  return (await call(favoriteDetail, { params: { groupId, targetId }, signal })).is_favorite;
}

export interface FavoriteTarget {
  itemId: number;
  groupId: number;
  /** 1-based positions on the page (the query's list and unit), stored as list_index and unit_index. */
  list: number;
  unit: number;
}

/** Adds or removes a favourite; answers the desk as it is afterwards. */
export async function saveFavorite(
  call: Call,
  target: FavoriteTarget,
  favorite: boolean,
  desk: readonly FavoriteItem[],
): Promise<FavoriteItem[]> {
  if (!favorite) {
    const answer = await call(removeFavorite, { params: { itemId: target.itemId } });
    return answer.remaining_favorites;
  }
  const { item } = await call(addFavorite, {
    params: { itemId: target.itemId },
    body: {
      list_index: target.list,
      unit_index: target.unit,
      group_id: target.groupId,
      target_id: target.itemId,
    },
  });
  return [...desk.filter((f) => f.item_id !== item.item_id), item];
}

/** upload_private: the admin's free thumbnail of an indicator, sent as multipart form data. */
export async function uploadThumbnail(call: Call, image: File, targetId: number): Promise<string> {
  const form = new FormData();
  form.append('image', image);
  form.append('targetId', String(targetId));
  // The client sends a FormData body as multipart as it is; the contract types the fields it carries.
  const body = form as unknown as BodyOf<typeof uploadPrivate>;
  return (await call(uploadPrivate, { body })).url;
}
