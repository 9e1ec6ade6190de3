/**
 * The checkable facts of a news text — figures with their units and the names of exchanges,
 * coins, funds, companies and institutions — and the contradictions between a title, its summary
 * and its body. Generated news is held to it (an item is one event told three times); it reads
 * any Chinese flash item the same way.
 */

export type NameKind = 'exchange' | 'coin' | 'fund' | 'company' | 'institution';

/** The names a flash item may carry, by kind; 比特币 is the product's subject, not a name here. */
export const knownNames: Readonly<Record<NameKind, readonly string[]>> = {
  exchange: ['币安', 'Binance', 'Coinbase', 'OKX', 'Kraken', 'Bybit', 'Bitget', 'Gate'],
  coin: ['以太坊', 'ETH', 'Solana', 'SOL', 'XRP', 'BNB', 'Dogecoin', 'DOGE', 'USDT', 'USDC'],
  fund: ['贝莱德 IBIT', '富达 FBTC', '灰度 GBTC', 'ARK 21Shares ARKB', 'Bitwise BITB', 'IBIT'],
  company: ['Strategy', 'Metaplanet', 'Semler Scientific', 'Tesla', 'Block', 'Tether', 'Circle'],
  institution: [
    '美联储',
    'FOMC',
    'SEC',
    '证券交易委员会',
    'CFTC',
    '欧洲央行',
    '香港证监会',
    '劳工部',
    '众议院',
    '参议院',
  ],
};

/** Two spellings of one name count as the same name. */
const sameName: Readonly<Record<string, string>> = {
  Binance: '币安',
  ETH: '以太坊',
  SOL: 'Solana',
  DOGE: 'Dogecoin',
  IBIT: '贝莱德 IBIT',
  证券交易委员会: 'SEC',
  FOMC: '美联储',
};

/** Units a figure is read with, the longest first so 亿美元 is not read as 亿. */
const units = [
  '美元/盎司',
  '亿美元',
  '万美元',
  '个基点',
  '亿枚',
  '万枚',
  '万人',
  '万桶',
  'EH/s',
  '美元',
  '基点',
  '枚',
  '倍',
  '月',
  '%',
  '亿',
  '万',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const figurePattern = new RegExp(
  `(\\$)?(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?\\s*(${units.map(escape).join('|')})?`,
  'g',
);

/**
 * Every name with its pattern, the longest first: each match is blanked out, so 贝莱德 IBIT is not
 * also read as IBIT; a Latin name must stand alone (Block is not read in Blockchain).
 */
const namePatterns = (Object.entries(knownNames) as [NameKind, readonly string[]][])
  .flatMap(([kind, list]) => list.map((name) => ({ kind, name })))
  .sort((a, b) => b.name.length - a.name.length)
  .map(({ kind, name }) => ({
    kind,
    name,
    pattern: new RegExp(
      /^[A-Za-z]/.test(name) ? `(?<![A-Za-z])${escape(name)}(?![A-Za-z])` : escape(name),
      'g',
    ),
  }));

export interface TextFacts {
  /** Figures as `<number> <unit>` (commas dropped, `$` read as 美元); bare numbers are left out. */
  figures: string[];
  /** Names found, each with its kind, spelled the canonical way. */
  names: { kind: NameKind; name: string }[];
}

export function textFacts(text: string): TextFacts {
  const figures: string[] = [];
  for (const m of text.matchAll(figurePattern)) {
    const [, dollar, whole = '', fraction = '', unit] = m;
    const value = Number(`${whole.replaceAll(',', '')}${fraction}`);
    const read = dollar ? '美元' : unit;
    if (read) figures.push(`${value} ${read}`);
  }
  const names: TextFacts['names'] = [];
  const seen = new Set<string>();
  let rest = text;
  for (const { kind, name, pattern } of namePatterns) {
    pattern.lastIndex = 0;
    if (!pattern.test(rest)) continue;
    rest = rest.replace(pattern, ' ');
    const canonical = sameName[name] ?? name;
    if (seen.has(canonical)) continue;
    seen.add(canonical);
    names.push({ kind, name: canonical });
  }
  return { figures: [...new Set(figures)], names };
}

export interface ToldThreeWays {
  title: string;
  summary: string;
  body: string;
}

const unitOf = (figure: string) => figure.slice(figure.indexOf(' ') + 1);

/**
 * What the three texts say differently, one line each (empty when they agree):
 * - a figure of the title missing from the body, or from a summary that uses the same unit;
 * - a figure of the summary missing from the body;
 * - a name of the title missing from the body, or from a summary naming that kind;
 * - in the summary or the body, an exchange, coin, fund or company of a kind the title names that
 *   the title does not hold (institutions are told together: 众议院 passes what SEC and CFTC share).
 */
export function factConflicts({ title, summary, body }: ToldThreeWays): string[] {
  const t = textFacts(title);
  const s = textFacts(summary);
  const b = textFacts(body);
  const conflicts: string[] = [];
  const sUnits = new Set(s.figures.map(unitOf));
  for (const f of t.figures) {
    if (!b.figures.includes(f)) conflicts.push(`标题的「${f}」不在正文中`);
    if (sUnits.has(unitOf(f)) && !s.figures.includes(f)) conflicts.push(`标题的「${f}」与摘要不符`);
  }
  for (const f of s.figures) if (!b.figures.includes(f)) conflicts.push(`摘要的「${f}」不在正文中`);
  const namesOf = (facts: TextFacts, kind: NameKind) =>
    facts.names.filter((n) => n.kind === kind).map((n) => n.name);
  for (const kind of Object.keys(knownNames) as NameKind[]) {
    const inTitle = namesOf(t, kind);
    if (inTitle.length === 0) continue;
    const inSummary = namesOf(s, kind);
    const inBody = namesOf(b, kind);
    for (const name of inTitle) {
      if (!inBody.includes(name)) conflicts.push(`标题的「${name}」不在正文中`);
      if (inSummary.length > 0 && !inSummary.includes(name))
        conflicts.push(`标题的「${name}」与摘要不符`);
    }
    if (kind === 'institution') continue;
    for (const [where, list] of [
      ['摘要', inSummary],
      ['正文', inBody],
    ] as const)
      for (const name of list)
        if (!inTitle.includes(name)) conflicts.push(`${where}的「${name}」不在标题中`);
  }
  return conflicts;
}
