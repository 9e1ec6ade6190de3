import { classifyNews, topicOf } from '@coinsight/domain/news';
import { dedupeKeyOf } from './dedupeKey.ts';
import type { DemoNewsProvider, ReadyNews } from './types.ts';

/** A small deterministic generator (mulberry32), so every demo database reads the same. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Pick = <T>(list: readonly T[]) => T;

/** A headline and its summary, from a template filled with plausible figures. */
type Template = (pick: Pick, n: (min: number, max: number) => number) => [string, string];

const exchanges = ['币安', 'Coinbase', 'OKX', 'Kraken', 'Bybit'];
const coins = ['以太坊', 'Solana', 'XRP', 'BNB', 'Dogecoin'];
const funds = ['贝莱德 IBIT', '富达 FBTC', '灰度 GBTC', 'ARK 21Shares ARKB', 'Bitwise BITB'];
const companies = ['Strategy', 'Metaplanet', 'Semler Scientific', 'Tesla', 'Block'];

const templates: readonly Template[] = [
  (p, n) => {
    const v = n(2, 9);
    return [
      `比特币现货 ETF 昨日净流入 ${v}.${n(0, 9)} 亿美元`,
      `据统计，美国比特币现货 ETF 昨日合计净流入 ${v}.${n(0, 9)} 亿美元，其中 ${p(funds)} 单日净流入居首。`,
    ];
  },
  (p, n) => [
    `比特币现货 ETF 昨日净流出 ${n(1, 6)}.${n(0, 9)} 亿美元`,
    `美国比特币现货 ETF 昨日合计净流出 ${n(1, 6)} 亿美元以上，${p(funds)} 流出最多，市场风险偏好有所回落。`,
  ],
  (p, n) => [
    `${p(companies)} 宣布增持 ${n(200, 3000)} 枚比特币`,
    `公司公告称，过去一周以平均约 ${n(88, 99)},${n(100, 999)} 美元的价格买入上述比特币，持仓规模继续扩大。`,
  ],
  (_, n) => [
    `比特币突破 ${n(95, 99)},000 美元，24 小时涨幅 ${n(2, 6)}.${n(0, 9)}%`,
    `行情显示，比特币短线上涨，突破 ${n(95, 99)},000 美元关口，全网空单清算额超过 ${n(1, 4)} 亿美元。`,
  ],
  (_, n) => [
    `比特币跌破 ${n(85, 90)},000 美元，日内跌超 ${n(3, 7)}%`,
    `比特币短时下跌，跌破 ${n(85, 90)},000 美元，过去 24 小时全网爆仓金额约 ${n(2, 6)} 亿美元，多单占比较高。`,
  ],
  () => [
    '美联储宣布降息 25 个基点，符合市场预期',
    '美联储议息会议决定将联邦基金利率目标区间下调 25 个基点，鲍威尔表示后续将视数据决定节奏。',
  ],
  () => [
    '美联储维持利率不变，鲍威尔称通胀仍需观察',
    'FOMC 会议决定维持利率区间不变，声明称通胀回落的进展仍不均衡，市场对年内降息次数的预期有所下调。',
  ],
  (_, n) => [
    `美国 ${n(9, 11)} 月 CPI 同比上涨 ${n(2, 3)}.${n(0, 9)}%，略低于预期`,
    '美国劳工部公布的数据显示，整体通胀继续放缓，核心 CPI 环比持平于前值，利率期货显示降息概率上升。',
  ],
  (_, n) => [
    `美国非农就业人数增加 ${n(8, 25)} 万人，失业率 4.${n(0, 3)}%`,
    '美国劳工部公布的就业数据好于预期，美元指数短线走强，风险资产承压。',
  ],
  (p) => [
    `美国 SEC 起诉某加密平台未注册发行证券`,
    `美国证券交易委员会（SEC）对一家加密平台提起诉讼，指控其通过 ${p(exchanges)} 等渠道销售未注册证券。`,
  ],
  () => [
    '香港证监会发布稳定币发行人牌照申请指引',
    '指引明确了稳定币发行人的储备资产、赎回安排与信息披露要求，首批牌照预计于明年发出。',
  ],
  () => [
    '美国众议院通过加密市场结构法案',
    '法案明确了 SEC 与 CFTC 对数字资产的监管分工，尚需参议院表决通过并经总统签署后生效。',
  ],
  (p, n) => [
    `${p(exchanges)} 遭黑客攻击，约 ${n(1, 9)},000 万美元资产被盗`,
    `${p(exchanges)} 发布公告称，部分热钱包遭到攻击，已暂停相关充提业务，并承诺用户资产将全额赔付。`,
  ],
  (p, n) => [
    `${p(coins)} 24 小时上涨 ${n(5, 15)}%，成交量显著放大`,
    `行情数据显示，${p(coins)} 在过去 24 小时大涨，链上活跃地址数同步回升。`,
  ],
  (p, n) => [
    `某巨鲸地址向 ${p(exchanges)} 转入 ${n(1000, 9000)} 枚 ETH`,
    `链上数据显示，一个沉寂多年的巨鲸地址在 1 小时前向 ${p(exchanges)} 转入大额 ETH，或有抛售意图。`,
  ],
  (_, n) => [
    `稳定币 USDT 流通量突破 ${n(140, 160)}0 亿枚`,
    `Tether 数据显示，USDT 流通量再创新高，近一个月增发超过 ${n(30, 80)} 亿枚，场外资金持续流入。`,
  ],
  (_, n) => [
    `比特币全网算力创历史新高，达 ${n(800, 950)} EH/s`,
    '矿池数据显示，比特币全网算力继续上升，挖矿难度将在下一次调整中上调。',
  ],
  (_, n) => [
    `链上数据：交易所比特币余额降至 ${n(230, 260)} 万枚`,
    '交易所比特币余额继续下降，长期持有者的持仓占比升至近一年高位。',
  ],
  () => [
    '美股三大指数集体收涨，科技股领涨',
    '纳斯达克指数与标普 500 指数均创收盘新高，风险偏好回升，加密相关股票同步走强。',
  ],
  (_, n) => [
    `现货黄金突破 ${n(26, 29)}00 美元/盎司`,
    '避险需求升温叠加美元走弱，现货黄金继续走高，创历史新高。',
  ],
  () => [
    '某公链发布新版本路线图',
    '开发团队公布了下一阶段的扩容与账户抽象计划，测试网预计下季度上线。',
  ],
  (p) => [
    `${p(exchanges)} 将上线 ${p(coins)} 永续合约新交易对`,
    '平台公告称新交易对将于今日开放交易，并提供最高 20 倍杠杆。',
  ],
];

const sources = ['币见快讯', '链上观察', '币见研究院', '市场速递'];
const authors = ['王芳', '李明', '张伟', '陈静', '刘洋', '赵磊'];

const dayMs = 86_400_000;

/**
 * A few hundred believable Chinese flash items over the `days` days before `now` (four to six a
 * day, Beijing daytime heavier), typed and labelled by the same offline rules as ingested news.
 */
export function demoNewsItems(now: Date, days = 60): ReadyNews[] {
  const rand = random(20_261_124);
  const pick: Pick = (list) => list[Math.floor(rand() * list.length)] as (typeof list)[number];
  const n = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const items: ReadyNews[] = [];
  for (let day = days; day >= 0; day -= 1) {
    const perDay = n(4, 6);
    for (let k = 0; k < perDay; k += 1) {
      const at = new Date(now.getTime() - day * dayMs - n(0, 86_399) * 1000);
      if (at > now) continue;
      const [title, summary] = pick(templates)(pick, n);
      const { type, important } = classifyNews(title, summary);
      const html = `<p>${summary}</p><p>以上信息来自公开资料整理，${pick(['数据可能存在延迟', '请以官方公告为准'])}。</p>`;
      items.push({
        dedupeKey: dedupeKeyOf({ guid: `demo-${day}-${k}`, fallback: title }),
        title,
        publishedAt: new Date(Math.floor(at.getTime() / 60_000) * 60_000),
        type,
        important,
        topic: topicOf(title, summary),
        summary,
        source: pick(sources),
        author: pick(authors),
        link: null,
        html,
        plain: html.replace(/<[^>]+>/g, ' ').trim(),
      });
    }
  }
  return items.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

/** The demo source (NEWS_SOURCE=demo): its items are seeded once into an empty news table. */
export const demoNews: DemoNewsProvider = { origin: 'demo', items: demoNewsItems };
