/**
 * Money is counted in whole fen (1 yuan = 100 fen) and written as yuan with two decimals on the
 * wire. The conversion parses the decimal text itself: multiplying a float by 100 drifts
 * (0.29 * 100 is 28.999999999999996).
 */
const yuanText = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Yuan (a decimal string such as '12.5', or a number) → whole fen; a RangeError for anything that is not a whole number of fen. */
export function yuanToFen(yuan: string | number): number {
  const text = typeof yuan === 'number' ? String(yuan) : yuan.trim();
  const match = yuanText.exec(text);
  if (!match) throw new RangeError(`not an amount in yuan: ${JSON.stringify(yuan)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) throw new RangeError(`amount out of range: ${text}`);
  return sign === '-' && fen !== 0 ? -fen : fen;
}

/** Whole fen → yuan as the contract writes it, always two decimals: 2 → '0.02', 30000 → '300.00'. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not a whole number of fen: ${fen}`);
  const size = Math.abs(fen);
  const yuan = `${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
  return fen < 0 ? `-${yuan}` : yuan;
}
