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

/** Chart chrome: axes, grid and the crosshair. */
export const chartColors = {
  background: '#ffffff',
  axisText: '#4b5563',
  grid: '#e5e7eb',
  crosshair: '#6b7280',
} as const;

export function paletteColor(index: number): string {
  return seriesPalette[index % seriesPalette.length] as string;
}
