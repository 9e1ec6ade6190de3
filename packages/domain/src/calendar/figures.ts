const multipliers: Readonly<Record<string, number>> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

const figurePattern = /^([+-]?)(\d+(?:\.(\d+))?)\s*([KMBT%]?)$/i;

/**
 * A figure as a source writes it, as plain decimal text in the unit of the indicator's Chinese
 * name; null when there is none (empty, a dash) or it is not a number.
 *
 * A figure with K, M, B or T ("180K", "-2.1M", the export's counts) is an absolute count, divided
 * by `unit` (10,000 for a name in 万): 180K → 18.0. A bare figure or one with % ("3.4%", "48.7")
 * is already in the name's unit. Decimals: those written, plus those the division adds.
 */
export function normaliseFigure(text: string | null | undefined, unit: number): string | null {
  const trimmed = (text ?? '').trim().replace(/,/g, '');
  const match = figurePattern.exec(trimmed);
  if (!match) return null;
  const [, sign, digits, fraction, suffix] = match;
  const written = fraction?.length ?? 0;
  const multiplier = multipliers[(suffix ?? '').toUpperCase()];
  // A minus before a zero ("-0.0%") says nothing: the figure is zero.
  if (multiplier === undefined)
    return sign === '-' && Number(digits) !== 0 ? `-${digits}` : digits!;
  const decimals = Math.max(0, written + Math.round(Math.log10(unit / multiplier)));
  const value = (Number(digits) * multiplier) / unit;
  const figure = value.toFixed(Math.min(decimals, 10));
  return sign === '-' && Number(figure) !== 0 ? `-${figure}` : figure;
}
