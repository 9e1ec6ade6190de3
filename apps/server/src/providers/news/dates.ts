/**
 * The zone a feed's dates without a zone are read in, unless its location names another
 * (`…#zone=Europe/Berlin`): the product's feeds are Chinese, written in Beijing time.
 */
export const defaultFeedZone = 'Asia/Shanghai';

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// Offsets change only on quarter-hour boundaries, and formatToParts is slow: one per zone and
// quarter hour, bounded.
const offsets = new Map<string, number>();
const quarterHourMs = 900_000;

/** The zone's offset from UTC at this instant, in minutes (east positive). */
function offsetMinutes(zone: string, at: number): number {
  const key = `${zone} ${Math.floor(at / quarterHourMs)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  if (offsets.size > 50_000) offsets.clear();
  const minutes = measuredOffset(zone, Math.floor(at / quarterHourMs) * quarterHourMs);
  offsets.set(key, minutes);
  return minutes;
}

function measuredOffset(zone: string, at: number): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(
    part['year'] ?? 0,
    (part['month'] ?? 1) - 1,
    part['day'] ?? 1,
    part['hour'] ?? 0,
    part['minute'] ?? 0,
    part['second'] ?? 0,
  );
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time in this IANA zone names (the later offset where it repeats). */
function inZone(wallUtc: number, zone: string): number {
  const first = wallUtc - offsetMinutes(zone, wallUtc) * 60_000;
  return wallUtc - offsetMinutes(zone, first) * 60_000;
}

// Month names and abbreviations in the languages feeds are written in, accents folded.
const monthNames: readonly (readonly string[])[] = [
  ['january', 'janeiro', 'enero', 'janvier', 'januar', 'gennaio', 'januari', 'январь', 'января'],
  [
    'february',
    'fevereiro',
    'febrero',
    'fevrier',
    'februar',
    'febbraio',
    'februari',
    'февраль',
    'февраля',
  ],
  ['march', 'marco', 'marzo', 'mars', 'marz', 'maerz', 'maart', 'mrt', 'март', 'марта'],
  ['april', 'abril', 'avril', 'aprile', 'апрель', 'апреля'],
  ['may', 'maio', 'mayo', 'mai', 'maggio', 'mei', 'май', 'мая'],
  ['june', 'junho', 'junio', 'juin', 'juni', 'giugno', 'июнь', 'июня'],
  ['july', 'julho', 'julio', 'juillet', 'juli', 'luglio', 'июль', 'июля'],
  ['august', 'agosto', 'aout', 'augustus', 'август', 'августа'],
  [
    'september',
    'setembro',
    'septiembre',
    'setiembre',
    'septembre',
    'settembre',
    'сентябрь',
    'сентября',
  ],
  ['october', 'outubro', 'octubre', 'octobre', 'oktober', 'ottobre', 'октябрь', 'октября'],
  ['november', 'novembro', 'noviembre', 'novembre', 'ноябрь', 'ноября'],
  ['december', 'dezembro', 'diciembre', 'decembre', 'dezember', 'dicembre', 'декабрь', 'декабря'],
];

const fold = (word: string) =>
  word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\.$/, '');

/**
 * The month (1–12) a name or its abbreviation means: a prefix of at least three letters that
 * only one month's names start with ("set" is September in Portuguese and Italian alike; "jui"
 * could be juin or juillet, so it means nothing).
 */
function monthOf(word: string): number | null {
  const token = fold(word);
  if (token.length < 3) return null;
  const months = new Set<number>();
  monthNames.forEach((names, index) => {
    if (
      names.some((name) => name.startsWith(token) || (token.startsWith(name) && name.length >= 3))
    )
      months.add(index + 1);
  });
  return months.size === 1 ? ([...months][0] ?? null) : null;
}

// RFC 822's zone names; military letters are left out (RFC 1123 calls them unreliable).
const namedZones: Readonly<Record<string, number>> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  z: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};

/** Minutes east of UTC for a zone written in a date; undefined when none is written, null when unknown. */
function zoneOf(text: string | undefined): number | null | undefined {
  if (text === undefined || text === '') return undefined;
  const numeric = /^([+-])(\d{2}):?(\d{2})$/.exec(text);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3]);
    return numeric[1] === '-' ? -minutes : minutes;
  }
  return namedZones[text.toLowerCase()] ?? null;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
  zone: number | null | undefined;
}

const isoLike =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2}|[A-Za-z]{1,4})?$/i;
const chinese =
  /^(\d{4})年(\d{1,2})月(\d{1,2})日\s*(?:(?:星期|周)[一二三四五六日天])?\s*(?:(\d{1,2})[:时](\d{2})(?:[:分](\d{2})秒?)?分?)?$/;
const time = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function isoParts(raw: string): Parts | null {
  const m = isoLike.exec(raw);
  if (!m) return null;
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    ms: Math.round(Number(`0.${m[7] ?? '0'}`) * 1000),
    zone: zoneOf(m[8]),
  };
}

function chineseParts(raw: string): Parts | null {
  const m = chinese.exec(raw);
  if (!m) return null;
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    ms: 0,
    zone: undefined,
  };
}

/**
 * RFC 822 and its relatives in any language: an optional day name (any word ending in a comma,
 * or a known one), the day, the month by name, the year (two digits: 19xx from 50), a time and a
 * zone. Words it does not know make the date unreadable rather than guessed.
 */
function namedMonthParts(raw: string): Parts | null {
  const tokens = raw
    .replace(/\([^)]*\)\s*$/, '')
    .replace(/,/g, ', ')
    .split(/\s+/)
    .filter(Boolean);
  let i = 0;
  if (tokens[i]?.endsWith(',') && /^\p{L}+\.?,$/u.test(tokens[i] ?? '')) i += 1;
  const day = /^(\d{1,2})\.?,?$/.exec(tokens[i] ?? '')?.[1];
  const month = monthOf((tokens[i + 1] ?? '').replace(/,$/, ''));
  const year = /^(\d{2}|\d{4}),?$/.exec(tokens[i + 2] ?? '')?.[1];
  if (day === undefined || month === null || year === undefined) return null;
  const clock = tokens[i + 3] === undefined ? null : time.exec(tokens[i + 3] ?? '');
  if (tokens[i + 3] !== undefined && !clock) return null;
  if (tokens.length > i + 5) return null;
  const zone = zoneOf(tokens[i + 4]);
  const y = Number(year);
  return {
    year: year.length === 2 ? (y >= 50 ? 1900 + y : 2000 + y) : y,
    month,
    day: Number(day),
    hour: Number(clock?.[1] ?? 0),
    minute: Number(clock?.[2] ?? 0),
    second: Number(clock?.[3] ?? 0),
    ms: 0,
    zone,
  };
}

/**
 * A feed's date as an instant, or null when it cannot be read for sure. A date without a zone is
 * read in `zone` (the feed's own), never in the host's: the same feed gives the same instants on
 * every server.
 */
export function parseFeedDate(raw: string, zone: string): Date | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  const parts = isoParts(text) ?? chineseParts(text) ?? namedMonthParts(text);
  if (!parts || parts.zone === null) return null;
  const { year, month, day, hour, minute, second, ms } = parts;
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 60) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Date.UTC rolls 31 September over to 1 October: a day the month lacks is no date.
  if (new Date(wall).getUTCDate() !== day) return null;
  const at = parts.zone === undefined ? inZone(wall, zone) : wall - parts.zone * 60_000;
  return new Date(at);
}
