import type { SeriesPoint } from '@coinsight/domain/market';

/**
 * FRED's CSV, in the three shapes it has been downloaded in: today's fredgraph.csv
 * (`observation_date,DGS10`, an empty cell for a missing value), the older one (`DATE,DGS10`, '.')
 * and collectors' copies (`date,value`, '.'). A missing value is dropped: the day stays a gap.
 */

/** A line of a FRED file or answer that cannot be stored; the message names where it is. */
export class FredFormatError extends Error {
  override readonly name = 'FredFormatError';
}

export interface FredCsv {
  /** The series the header names (`DGS10`), or null for a `date,value` header. */
  seriesId: string | null;
  /** Observations with a value, oldest first as in the file. */
  points: SeriesPoint[];
  /** Rows whose value was missing ('.' or empty), dropped. */
  missing: number;
}

const dateHeaders = new Set(['observation_date', 'date']);
const dayText = /^\d{4}-\d{2}-\d{2}$/;
const numberText = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A YYYY-MM-DD that exists (no 2025-02-30), or a FredFormatError naming where it was read. */
export function fredDay(text: string, where: string): string {
  const ms = dayText.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text)
    throw new FredFormatError(`${where}: not a date (${JSON.stringify(text)})`);
  return text;
}

/** A FRED value: a number, or null for its missing marker ('.', or empty in today's CSV). */
export function fredValue(text: string, where: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '.' || trimmed === '') return null;
  const value = Number(trimmed);
  if (!numberText.test(trimmed) || !Number.isFinite(value))
    throw new FredFormatError(`${where}: value is not a number (${JSON.stringify(trimmed)})`);
  return value;
}

/** Reads a whole FRED CSV; a bad header or row throws a FredFormatError naming its line. */
export function parseFredCsv(text: string): FredCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((h) => h.trim());
  const [first = '', second = ''] = header;
  if (header.length !== 2 || !dateHeaders.has(first.toLowerCase()) || second === '')
    throw new FredFormatError(
      `line 1: not a FRED CSV header (observation_date,SERIES or date,value): ${JSON.stringify(lines[0]?.slice(0, 120) ?? '')}`,
    );
  const points: SeriesPoint[] = [];
  let missing = 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const where = `line ${i + 1}`;
    const fields = line.split(',');
    if (fields.length !== 2)
      throw new FredFormatError(`${where}: ${fields.length} fields where the header has 2`);
    const date = fredDay(fields[0]!.trim(), where);
    const value = fredValue(fields[1]!, where);
    if (value === null) missing += 1;
    else points.push({ date, value });
  }
  return { seriesId: second.toLowerCase() === 'value' ? null : second, points, missing };
}
