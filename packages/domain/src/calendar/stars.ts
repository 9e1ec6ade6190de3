/**
 * Importance stars of a Forex Factory impact (spec 3 §9: 0 to 3): High 3, Medium 2, Low 1; a
 * holiday or a non-economic event moves no market, 0 (the page shows 无影响).
 */
export const impactStars: Readonly<Record<string, number>> = {
  high: 3,
  medium: 2,
  low: 1,
  holiday: 0,
  'non-economic': 0,
};

/** Stars of an impact text, any case; null for an impact we do not know. */
export function starsOfImpact(impact: string): number | null {
  return impactStars[impact.trim().toLowerCase()] ?? null;
}
