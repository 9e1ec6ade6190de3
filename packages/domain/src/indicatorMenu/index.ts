export { normalizeMenuQuery, titleMatches, filterMenu } from './menuSearch.ts';
export type { MenuGroupLike } from './menuSearch.ts';
export { toggleOpenGroup, collapseAll, isGroupOpen } from './menuOpenGroup.ts';
export type { OpenGroup } from './menuOpenGroup.ts';
export {
  defaultList,
  defaultUnit,
  positionFromQuery,
  selectFromMenu,
  positionOf,
  targetHref,
} from './menuSelection.ts';
export type { MenuSelection } from './menuSelection.ts';
export { chartKinds, chartKindOf, chartOf } from './menuChartKind.ts';
export type { ChartKind } from './menuChartKind.ts';
export {
  chartAccessLevels,
  chartAccess,
  favoritesGroupAvailable,
  touchTipDelayMs,
  touchTipMaxWidth,
  touchTipStorageKey,
  touchTipApplies,
} from './menuAccess.ts';
export type { ChartAccess } from './menuAccess.ts';
export { favoriteDebounceMs, favoriteCall, createFavoriteDebounce } from './favoriteToggle.ts';
export { homeIndicatorCards } from './menuHomeCards.ts';
export type { HomeIndicatorCard } from './menuHomeCards.ts';
