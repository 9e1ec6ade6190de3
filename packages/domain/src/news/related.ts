/**
 * Related news (issue 13): two items are related when they share a subject and were published
 * within relatedWindowMs of each other. Subjects are named things more specific than Bitcoin
 * itself (which nearly every item mentions); each entry lists the spellings that name it.
 */
export const newsSubjects: readonly (readonly [string, readonly string[]])[] = [
  ['现货 ETF', ['ETF']],
  ['美联储', ['美联储', 'FOMC', '鲍威尔', '议息']],
  ['美国 SEC', ['SEC', '证券交易委员会']],
  ['以太坊', ['以太坊', 'ETH']],
  ['Solana', ['Solana', 'SOL']],
  ['稳定币', ['稳定币', 'USDT', 'USDC', 'Tether']],
  ['币安', ['币安', 'Binance']],
  ['Coinbase', ['Coinbase']],
  ['贝莱德', ['贝莱德', 'BlackRock', 'IBIT']],
  ['Strategy', ['MicroStrategy', 'Strategy', '微策略']],
  ['通胀数据', ['CPI', 'PCE', '通胀']],
  ['就业数据', ['非农', '就业', '失业率']],
  ['矿业', ['矿工', '挖矿', '算力', '矿企']],
  ['安全事件', ['黑客', '被盗', '漏洞', '攻击']],
  ['香港', ['香港']],
  ['特朗普', ['特朗普', 'Trump']],
  ['巨鲸', ['巨鲸']],
  ['清算', ['清算', '爆仓']],
];

/** Three days: a story's follow-ups, not last month's look-alikes. */
export const relatedWindowMs = 3 * 86_400_000;
/** A timeline longer than this stops being readable; the newest related items win. */
export const relatedLimit = 8;

function names(text: string, spelling: string): boolean {
  if (!/^[A-Za-z0-9]+$/.test(spelling)) return text.includes(spelling);
  return new RegExp(`(^|[^A-Za-z0-9])${spelling}(?![A-Za-z0-9])`, 'i').test(text);
}

/** The subjects a title names. */
export function subjectsOf(title: string): string[] {
  return newsSubjects
    .filter(([, spellings]) => spellings.some((s) => names(title, s)))
    .map(([subject]) => subject);
}

export interface RelatedCandidate {
  id: number;
  title: string;
  publishedAt: Date;
}

/**
 * The ids an item relates to among candidates (itself excluded): those sharing a subject and
 * published within the window, nearest in time first, at most relatedLimit − 1 (room for itself).
 */
export function relatedTo(
  item: RelatedCandidate,
  candidates: readonly RelatedCandidate[],
): number[] {
  const mine = new Set(subjectsOf(item.title));
  if (mine.size === 0) return [];
  const at = item.publishedAt.getTime();
  return candidates
    .filter(
      (c) =>
        c.id !== item.id &&
        Math.abs(c.publishedAt.getTime() - at) <= relatedWindowMs &&
        subjectsOf(c.title).some((s) => mine.has(s)),
    )
    .sort((a, b) => Math.abs(a.publishedAt.getTime() - at) - Math.abs(b.publishedAt.getTime() - at))
    .slice(0, relatedLimit - 1)
    .map((c) => c.id);
}
