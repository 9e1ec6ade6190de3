import { readFile, stat } from 'node:fs/promises';
import {
  calendarIndicatorById,
  isServedCountry,
  normaliseFigure,
  otherCategory,
} from '@coinsight/domain/calendar';
import { seriesId } from '@coinsight/domain/api';
import { z } from 'zod';
import { isExportJson, parseExport } from './forexFactory.ts';
import type { CalendarProvider, CalendarRead, CalendarRelease } from './types.ts';

/** A row of a calendar file that cannot be read: the import stores nothing and names the row. */
export class BadCalendarRow extends Error {
  constructor(
    readonly row: string,
    reason: string,
  ) {
    super(`${row}: ${reason}`);
  }
}

/** The columns of a calendar file (CSV header or JSON keys); docs/features/calendar.md, "Files". */
export const calendarFileColumns = [
  'pub_time',
  'indicator_id',
  'indicator_name',
  'country',
  'category',
  'star',
  'actual',
  'consensus',
  'previous',
] as const;

const text = z.string().trim();
const optionalText = z
  .union([text, z.number().transform(String), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' ? null : v));

const fileRow = z.object({
  pub_time: z.iso.datetime({
    offset: true,
    error: 'pub_time must be ISO-8601 with Z or an offset',
  }),
  indicator_id: seriesId,
  indicator_name: optionalText,
  country: optionalText,
  category: optionalText,
  star: optionalText,
  actual: optionalText,
  consensus: optionalText,
  previous: optionalText,
});

function figure(value: string | null, unit: number, column: string): string | null {
  if (value === null) return null;
  const normal = normaliseFigure(value, unit);
  if (normal === null) throw new Error(`${column} is not a number: ${value}`);
  return normal;
}

/**
 * One row of a calendar file as a release, or null when its country is not served. A row of an
 * indicator we name may leave out name, country, category and star (ours are used); any other row
 * must give name and country.
 */
function releaseOf(raw: unknown): CalendarRelease | null {
  const parsed = fileRow.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'unreadable'}`);
  }
  const r = parsed.data;
  const known = calendarIndicatorById(r.indicator_id);
  const name = r.indicator_name ?? known?.name;
  const country = r.country ?? known?.country;
  if (!name) throw new Error('indicator_name is required for an indicator we do not name');
  if (!country) throw new Error('country is required for an indicator we do not name');
  if (!isServedCountry(country)) return null;
  const starText = r.star ?? (known ? String(known.star) : null);
  if (starText === null || !/^[0-3]$/.test(starText))
    throw new Error(`star must be 0, 1, 2 or 3${starText === null ? '' : `: ${starText}`}`);
  const unit = known?.unit ?? 1;
  return {
    indicatorId: r.indicator_id,
    pubTime: new Date(r.pub_time),
    indicatorName: name,
    country,
    category: r.category ?? known?.category ?? otherCategory,
    star: Number(starText),
    actual: figure(r.actual, unit, 'actual'),
    consensus: figure(r.consensus, unit, 'consensus'),
    previous: figure(r.previous, unit, 'previous'),
  };
}

/** RFC 4180 fields: commas, double quotes around a field, "" for a quote inside one. */
export function csvRecords(source: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      record.push(field);
      field = '';
      if (record.some((f) => f.trim() !== '')) records.push(record);
      record = [];
    } else field += c;
  }
  record.push(field);
  if (record.some((f) => f.trim() !== '')) records.push(record);
  return records;
}

function readRows(rows: { what: string; raw: unknown }[]): CalendarRead {
  const read: CalendarRead = { releases: [], skipped: [] };
  for (const { what, raw } of rows) {
    let release: CalendarRelease | null;
    try {
      release = releaseOf(raw);
    } catch (error) {
      throw new BadCalendarRow(what, error instanceof Error ? error.message : String(error));
    }
    if (release) read.releases.push(release);
    else read.skipped.push({ what, reason: 'country not served (only 美国 and 欧元区)' });
  }
  return read;
}

/**
 * A calendar file's releases: JSON (the Forex Factory export as downloaded, or an array of rows
 * with the columns of `calendarFileColumns`) or CSV with those columns in a header line.
 */
export function parseCalendarFile(content: string): CalendarRead {
  const source = content.replace(/^\uFEFF/, '');
  const first = source.trimStart()[0];
  if (first === '[' || first === '{') {
    let json: unknown;
    try {
      json = JSON.parse(source);
    } catch (error) {
      throw new BadCalendarRow('file', `not valid JSON: ${(error as Error).message}`);
    }
    if (isExportJson(json)) return parseExport(json);
    if (!Array.isArray(json)) throw new BadCalendarRow('file', 'JSON must be an array of rows');
    return readRows(json.map((raw, i) => ({ what: `row ${i + 1}`, raw })));
  }
  const [header, ...records] = csvRecords(source);
  if (!header) return { releases: [], skipped: [] };
  const columns = header.map((h) => h.trim());
  const unknown = columns.filter((c) => !(calendarFileColumns as readonly string[]).includes(c));
  if (unknown.length > 0)
    throw new BadCalendarRow('line 1', `unknown column ${unknown.join(', ')}`);
  for (const needed of ['pub_time', 'indicator_id'])
    if (!columns.includes(needed)) throw new BadCalendarRow('line 1', `missing column ${needed}`);
  return readRows(
    records.map((record, i) => ({
      what: `line ${i + 2}`,
      raw: Object.fromEntries(columns.map((c, j) => [c, record[j] ?? ''])),
    })),
  );
}

/**
 * The file provider: `npm run ingest -- calendar --file <path>`. A downloaded export is dated by
 * its file's modification time: when it was fetched, or the server's Last-Modified where the
 * download kept it (`curl -R`, `wget`).
 */
export function fileCalendar(path: string): CalendarProvider {
  return {
    origin: 'file',
    async read() {
      const read = parseCalendarFile(await readFile(path, 'utf8'));
      if (read.exportedAt !== undefined) read.exportedAt = (await stat(path)).mtime;
      return read;
    },
  };
}
