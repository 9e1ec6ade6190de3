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
  type QueryOf,
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

/** What part of a chart to load and how finely: btcdata's query (absent: the whole, exact). */
export type FigureSample = QueryOf<typeof btcData>;

/**
 * The points to ask for a chart on a screen this wide (CSS pixels): the plot is at most as wide as
 * the screen, rounded up to steps of 160 so that screens of about the same width share the
 * server's kept answer, and capped where the rainbow's ten traces stay near 150 KB of gzip.
 */
export function overviewPoints(screenWidth: number): number {
  return Math.min(1280, Math.max(320, Math.ceil(screenWidth / 160) * 160));
}

/** The chart of one indicator (btcdata's response.chart.figure), thinned when `sample` says so. */
export async function loadFigure(
  call: Call,
  groupId: number,
  targetId: number,
  signal?: AbortSignal,
  sample?: FigureSample,
): Promise<ChartFigure> {
  return (await loadMarkedFigure(call, groupId, targetId, signal, sample)).figure;
}

/** loadFigure, and whether the chart is drawn from the generated history (issue 34). */
export async function loadMarkedFigure(
  call: Call,
  groupId: number,
  targetId: number,
  signal?: AbortSignal,
  sample?: FigureSample,
): Promise<{ figure: ChartFigure; demo: boolean }> {
  const answer = await call(btcData, {
    params: { groupId, targetId },
    ...(sample ? { query: sample } : {}),
    signal,
  });
  return { figure: answer.response.chart.figure, demo: answer.demo === true };
}

/** A day as btcdata's from and to take it (the figures' dates are UTC days). */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The window whose detail a chart drawn from a thinned overview should load when the ruler shows
 * from–to (epoch ms), or null while the overview has enough points there: fewer than half the
 * width's points visible means the thinning shows. The window asked for is wider by a quarter on
 * each side, so small moves of the ruler stay inside it.
 */
export function detailWindow(
  overview: ChartFigure,
  points: number,
  from: number,
  to: number,
): { from: string; to: string } | null {
  const x = overview.data[0]?.x ?? [];
  // A thinned overview keeps at least a point per bucket of two columns: this few is the whole.
  if (x.length <= points / 2) return null;
  let inside = 0;
  for (const v of x) {
    const t = typeof v === 'number' ? v : Date.parse(v);
    if (t >= from && t <= to) inside++;
  }
  if (inside >= points / 2 || to <= from) return null;
  const margin = (to - from) / 4;
  return { from: dayOf(from - margin), to: dayOf(to + margin) };
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
