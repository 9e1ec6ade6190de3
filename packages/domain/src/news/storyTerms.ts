/**
 * What a news item is about, as the related-news score reads it (issue 35): its terms — Latin
 * words (lower case, stop words dropped, a plural's s cut) and every two adjacent CJK characters,
 * since Chinese has no spaces to split words on — and the named entities it mentions, each under
 * one name whatever the language or spelling (比特币 / Bitcoin / BTC are one coin).
 */

export type EntityKind = 'coin' | 'institution' | 'person';

/** Entities by kind: a canonical name and its spellings (Latin ones match whole words, any case). */
export const storyEntities: Readonly<
  Record<EntityKind, readonly (readonly [string, readonly string[]])[]>
> = {
  coin: [
    ['BTC', ['比特币', 'Bitcoin', 'BTC']],
    ['ETH', ['以太坊', 'Ethereum', 'Ether', 'ETH']],
    ['SOL', ['Solana', 'SOL']],
    ['XRP', ['瑞波', 'Ripple', 'XRP']],
    ['BNB', ['BNB']],
    ['DOGE', ['狗狗币', 'Dogecoin', 'DOGE']],
    ['USDT', ['泰达币', 'Tether', 'USDT']],
    ['USDC', ['USDC']],
    ['ADA', ['Cardano', 'ADA']],
    ['TON', ['Toncoin', 'TON']],
  ],
  institution: [
    ['美联储', ['美联储', 'Federal Reserve', 'Fed', 'FOMC', '联邦公开市场委员会']],
    ['美国 SEC', ['SEC', '美国证监会', '证券交易委员会']],
    ['CFTC', ['CFTC', '商品期货交易委员会']],
    ['欧洲央行', ['欧洲央行', 'ECB', 'European Central Bank']],
    ['日本央行', ['日本央行', 'BOJ', 'Bank of Japan']],
    ['中国人民银行', ['中国人民银行', '人民银行', 'PBOC']],
    ['美国财政部', ['美国财政部', 'Treasury']],
    ['国际货币基金组织', ['国际货币基金组织', 'IMF']],
    ['币安', ['币安', 'Binance']],
    ['Coinbase', ['Coinbase']],
    ['OKX', ['OKX', '欧易']],
    ['Kraken', ['Kraken']],
    ['Bybit', ['Bybit']],
    ['贝莱德', ['贝莱德', 'BlackRock', 'IBIT']],
    ['富达', ['富达', 'Fidelity']],
    ['灰度', ['灰度', 'Grayscale', 'GBTC']],
    ['Strategy', ['MicroStrategy', '微策略']],
    ['特斯拉', ['特斯拉', 'Tesla']],
    ['高盛', ['高盛', 'Goldman Sachs']],
    ['摩根大通', ['摩根大通', 'JPMorgan']],
  ],
  person: [
    ['鲍威尔', ['鲍威尔', 'Powell']],
    ['特朗普', ['特朗普', 'Trump']],
    ['马斯克', ['马斯克', 'Musk']],
    ['耶伦', ['耶伦', 'Yellen']],
    ['拉加德', ['拉加德', 'Lagarde']],
    ['根斯勒', ['根斯勒', 'Gensler']],
    ['赵长鹏', ['赵长鹏', 'Changpeng Zhao', 'CZ']],
    ['塞勒', ['塞勒', 'Saylor']],
    ['Vitalik', ['Vitalik', 'V神', '布特林']],
    ['孙宇晨', ['孙宇晨', 'Justin Sun']],
  ],
};

/** Words that say nothing of a story's subject: English function words and news filler. */
const stopWords = new Set(
  (
    'a an and are as at be been but by for from had has have he her his in into is it its more ' +
    'most no not of on or our over says said say than that the their them there these they this ' +
    'to up was we were what when which while who will with would you after amid about against ' +
    'ahead before new news report reports update live today week year could may might should can ' +
    'just also out down off than via per how why all some any one two its us vs'
  ).split(' '),
);

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const latin = /[a-z0-9]/;

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The terms of a text, each once, in order of first appearance. */
export function storyTermsOf(text: string): string[] {
  const terms: string[] = [];
  let run = '';
  let kind: 'cjk' | 'latin' | null = null;
  const flush = () => {
    if (kind === 'latin') {
      const word = stem(run.replace(/'s$/, ''));
      if (word.length >= 2 && !stopWords.has(word) && !/^\d$/.test(word)) terms.push(word);
    } else if (kind === 'cjk') {
      const chars = [...run];
      for (let i = 0; i + 1 < chars.length; i += 1) terms.push(`${chars[i]}${chars[i + 1]}`);
    }
    run = '';
    kind = null;
  };
  for (const ch of text.normalize('NFKC').toLowerCase()) {
    const next: 'cjk' | 'latin' | null = cjk.test(ch)
      ? 'cjk'
      : latin.test(ch) || (ch === "'" && kind === 'latin')
        ? 'latin'
        : null;
    if (next !== kind) flush();
    if (next) {
      run += ch;
      kind = next;
    }
  }
  flush();
  return [...new Set(terms)];
}

/**
 * Whether a text spells an entity: CJK spellings anywhere, Latin ones as whole words — any case
 * for names (bitcoin), exactly for capitals (SOL, TON, SEC are also English words in lower case).
 */
function spells(text: string, spelling: string): boolean {
  if (!/^[A-Za-z0-9 ]+$/.test(spelling)) return text.includes(spelling);
  const flags = spelling === spelling.toUpperCase() ? '' : 'i';
  return new RegExp(`(^|[^A-Za-z0-9])${spelling}(?![A-Za-z0-9])`, flags).test(text);
}

/** The entities a text names, as `kind:name`, each once. */
export function entitiesOf(text: string): string[] {
  const found: string[] = [];
  const normal = text.normalize('NFKC');
  for (const [kind, entities] of Object.entries(storyEntities))
    for (const [name, spellings] of entities)
      if (spellings.some((s) => spells(normal, s))) found.push(`${kind}:${name}`);
  return found;
}

/**
 * An item's features for the score: its entities (prefixed @), its title's terms and its
 * summary's, each once. Stored with the item at ingest (news.story_terms).
 */
export function storyFeatures(item: { title: string; summary: string }): string[] {
  const text = `${item.title}\n${item.summary}`;
  return [
    ...new Set([
      ...entitiesOf(text).map((e) => `@${e}`),
      ...storyTermsOf(item.title),
      ...storyTermsOf(item.summary),
    ]),
  ];
}
