import { tokens } from '@coinsight/theme';

/** Colours for traces that bring none, in order; chosen to stay apart on a white background. */
export const seriesPalette = [
  '#f7931a',
  '#2563eb',
  '#16a34a',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#ca8a04',
  '#db2777',
  '#4b5563',
  '#65a30d',
] as const;

/**
 * Chart chrome: background, axes, grid and the crosshair. A canvas needs concrete colours, not the
 * theme's var(--cs-…) references, so they are read from the theme's tokens, the values behind those vars.
 */
export const chartColors = {
  background: tokens.color.surface,
  axisText: tokens.color.muted,
  grid: tokens.color.border,
  crosshair: tokens.color.muted,
} as const;

export function paletteColor(index: number): string {
  return seriesPalette[index % seriesPalette.length] as string;
}
