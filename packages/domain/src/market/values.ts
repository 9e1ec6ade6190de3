/**
 * Reading and showing series values (spec 3 §5, §9): FRED sends values as text with '.' for a
 * missing one; the pages chart numbers and show them with the product's value format.
 */

/** One observation the charts draw: a calendar day and a finite number. */
export interface SeriesPoint {
  date: string;
  value: number;
}

const decimalText = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A value as a finite number, or null when it is not numeric (FRED's '.', '', 'NaN', null). */
export function numericValue(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !decimalText.test(value.trim())) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Observations as chart points: those whose value is not numeric ('.') are dropped (spec 3 §5). */
export function seriesPoints(
  observations: readonly { date: string; value: string | number | null }[],
): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  for (const o of observations) {
    const value = numericValue(o.value);
    if (value !== null) points.push({ date: o.date, value });
  }
  return points;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The product's value format (spec 3 §9, also the charts' y axis): 1000 and over with thousands
 * separators and up to 2 decimals; 100 and over 2 decimals; 10 and over 3; else 4. The size is the
 * absolute value, so a negative figure reads like its positive one.
 */
export function formatSeriesValue(value: number): string {
  if (!Number.isFinite(value)) return '';
  const size = Math.abs(value);
  if (size >= 1000) {
    const fixed = (Math.round(size * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
    const [whole = '', fraction] = fixed.split('.');
    const shown = fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole);
    return value < 0 ? `-${shown}` : shown;
  }
  const decimals = size >= 100 ? 2 : size >= 10 ? 3 : 4;
  const shown = value.toFixed(decimals);
  // -0.00001 would read "-0.0000"
  return Number(shown) === 0 ? (0).toFixed(decimals) : shown;
}
