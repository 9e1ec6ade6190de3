/**
 * Generated news as event records (issue 34): an item's title, summary, body, figures, names and
 * impact are all told from one record, so they cannot contradict each other. Used by the demo
 * news source when no feed is configured; nothing here is real.
 */
import type { NewsType } from '../api/news.ts';

export type DemoEvent =
  | {
      kind: 'etfFlow';
      direction: 'in' | 'out';
      total: number;
      leader: string;
      leaderAmount: number;
    }
  | { kind: 'treasuryBuy'; company: string; coins: number; holdings: number }
  | { kind: 'fedDecision'; decision: 'cut' | 'hawkishHold' | 'dovishHold' }
  | { kind: 'cpi'; month: number; yoy: number; expected: number }
  | { kind: 'payrolls'; month: number; jobs: number; expected: number; unemployment: number }
  | { kind: 'secSuit' }
  | { kind: 'stablecoinRules' }
  | { kind: 'marketBill' }
  | { kind: 'hack'; lossWan: number }
  | { kind: 'altMove'; coin: string; direction: 'up' | 'down'; percent: number }
  | { kind: 'whaleDeposit'; exchange: string; amount: number }
  | { kind: 'usdtSupply'; total: number; monthIssued: number }
  | { kind: 'hashrate'; ehs: number }
  | { kind: 'exchangeBalance'; wan: number }
  | { kind: 'stocksClose'; direction: 'up' | 'down' }
  | { kind: 'gold'; price: number }
  | { kind: 'listing'; exchange: string; coin: string; leverage: number };

/** An event told as a news item: the texts and the impact, all from the record. */
export interface ToldEvent {
  title: string;
  summary: string;
  /** The body's paragraphs, the summary first. */
  body: string[];
  type: NewsType;
  important: boolean;
}

export const demoExchanges = ['币安', 'Coinbase', 'OKX', 'Kraken', 'Bybit'] as const;
export const demoCoins = ['以太坊', 'Solana', 'XRP', 'BNB', 'Dogecoin'] as const;
export const demoFunds = [
  '贝莱德 IBIT',
  '富达 FBTC',
  '灰度 GBTC',
  'ARK 21Shares ARKB',
  'Bitwise BITB',
] as const;
export const demoCompanies = ['Strategy', 'Metaplanet', 'Semler Scientific', 'Block'] as const;

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const one = (n: number) => n.toFixed(1);

const typeOfLean: Readonly<Record<-2 | -1 | 0 | 1 | 2, NewsType>> = {
  [-2]: 'bearish',
  [-1]: 'bearish-1',
  0: 'neutral',
  1: 'bullish-1',
  2: 'bullish',
};

function told(
  lean: -2 | -1 | 0 | 1 | 2,
  important: boolean,
  title: string,
  summary: string,
  ...more: string[]
): ToldEvent {
  return { title, summary, body: [summary, ...more], type: typeOfLean[lean], important };
}

/** Tells one event; the same record always reads the same. */
export function tellEvent(e: DemoEvent): ToldEvent {
  switch (e.kind) {
    case 'etfFlow': {
      const verb = e.direction === 'in' ? '净流入' : '净流出';
      const big = e.total >= 5;
      const lean = e.direction === 'in' ? (big ? 2 : 1) : big ? -2 : -1;
      return told(
        lean,
        big,
        `比特币现货 ETF 昨日${verb} ${one(e.total)} 亿美元`,
        `据统计，美国比特币现货 ETF 昨日合计${verb} ${one(e.total)} 亿美元，其中 ${e.leader} 单日${verb} ${one(e.leaderAmount)} 亿美元，居各基金之首。`,
        e.direction === 'in'
          ? '分析人士认为，机构资金持续通过现货 ETF 配置比特币，短期对价格形成支撑。'
          : '分析人士认为，部分机构在宏观不确定性上升时降低风险敞口，资金流向仍需观察。',
      );
    }
    case 'treasuryBuy':
      return told(
        e.coins >= 1000 ? 2 : 1,
        e.coins >= 1000,
        `${e.company} 宣布增持 ${grouped(e.coins)} 枚比特币`,
        `${e.company} 公告称，公司于过去一周增持 ${grouped(e.coins)} 枚比特币，目前合计持有 ${grouped(e.holdings)} 枚。`,
        '公司表示，比特币仍是其主要储备资产，后续将视市场情况继续配置。',
      );
    case 'fedDecision':
      if (e.decision === 'cut')
        return told(
          2,
          true,
          '美联储宣布降息 25 个基点，符合市场预期',
          '美联储议息会议决定将联邦基金利率目标区间下调 25 个基点，鲍威尔表示后续将视数据决定节奏。',
          '降息落地后美元指数走弱，风险资产普遍上涨。',
        );
      return e.decision === 'hawkishHold'
        ? told(
            -1,
            true,
            '美联储维持利率不变，鲍威尔称通胀仍需观察',
            '美联储议息会议决定维持利率区间不变，声明称通胀回落的进展仍不均衡，市场对年内降息次数的预期有所下调。',
            '会后美元指数走强，美债收益率上行，风险资产承压。',
          )
        : told(
            1,
            true,
            '美联储维持利率不变，暗示后续可能降息',
            '美联储议息会议决定维持利率区间不变，鲍威尔表示若通胀继续回落，年内可能开始降息。',
            '会后美元指数小幅走弱，利率期货显示降息概率上升。',
          );
    case 'cpi': {
      const diff = Math.round((e.yoy - e.expected) * 10);
      const versus = diff < 0 ? '低于预期' : diff > 0 ? '高于预期' : '符合预期';
      return told(
        diff < 0 ? 1 : diff > 0 ? -1 : 0,
        diff !== 0,
        `美国 ${e.month} 月 CPI 同比上涨 ${one(e.yoy)}%，${versus}`,
        `美国劳工部公布的数据显示，${e.month} 月 CPI 同比上涨 ${one(e.yoy)}%，市场预期为 ${one(e.expected)}%。`,
        diff < 0
          ? '通胀放缓强化了降息预期，美元指数短线走弱。'
          : diff > 0
            ? '通胀回落不及预期，利率期货显示降息概率下降。'
            : '数据公布后市场反应平淡，利率预期变化不大。',
      );
    }
    case 'payrolls': {
      const strong = e.jobs > e.expected;
      return told(
        strong ? -1 : 1,
        true,
        `美国 ${e.month} 月非农就业人数增加 ${e.jobs} 万人，失业率 ${one(e.unemployment)}%`,
        `美国劳工部公布的数据显示，${e.month} 月非农就业人数增加 ${e.jobs} 万人，市场预期为 ${e.expected} 万人，失业率为 ${one(e.unemployment)}%。`,
        strong
          ? '就业数据好于预期，美元指数短线走强，风险资产承压。'
          : '就业数据弱于预期，市场对降息的押注升温。',
      );
    }
    case 'secSuit':
      return told(
        -1,
        false,
        '美国 SEC 起诉某加密平台未注册发行证券',
        '美国证券交易委员会（SEC）对一家加密平台提起诉讼，指控其向美国用户销售未注册证券。',
        '该平台尚未就诉讼作出回应。',
      );
    case 'stablecoinRules':
      return told(
        1,
        false,
        '香港证监会发布稳定币发行人牌照申请指引',
        '香港证监会发布的指引明确了稳定币发行人的储备资产、赎回安排与信息披露要求，首批牌照预计于明年发出。',
      );
    case 'marketBill':
      return told(
        2,
        true,
        '美国众议院通过加密市场结构法案',
        '众议院通过的法案明确了 SEC 与 CFTC 对数字资产的监管分工，尚需参议院表决通过并经总统签署后生效。',
      );
    case 'hack':
      return told(
        -2,
        true,
        `某交易平台遭黑客攻击，约 ${grouped(e.lossWan)} 万美元资产被盗`,
        `一家中心化交易平台发布公告称，部分热钱包遭到攻击，损失约 ${grouped(e.lossWan)} 万美元，已暂停相关充提业务。`,
        '平台承诺用户资产将全额赔付，并已联系安全机构追踪被盗资金。',
      );
    case 'altMove': {
      const up = e.direction === 'up';
      return told(
        up ? 1 : -1,
        false,
        `${e.coin} 24 小时${up ? '上涨' : '下跌'} ${e.percent}%，成交量显著放大`,
        `行情数据显示，${e.coin} 在过去 24 小时${up ? '上涨' : '下跌'} ${e.percent}%，成交量较前一日明显放大。`,
        up ? '链上活跃地址数同步回升。' : '链上数据显示，部分大户将代币转入交易所。',
      );
    }
    case 'whaleDeposit':
      return told(
        -1,
        false,
        `某巨鲸地址向 ${e.exchange} 转入 ${grouped(e.amount)} 枚 ETH`,
        `链上数据显示，一个沉寂多年的巨鲸地址在 1 小时前向 ${e.exchange} 转入 ${grouped(e.amount)} 枚 ETH，或有抛售意图。`,
      );
    case 'usdtSupply':
      return told(
        1,
        false,
        `稳定币 USDT 流通量突破 ${grouped(e.total)} 亿枚`,
        `Tether 数据显示，USDT 流通量突破 ${grouped(e.total)} 亿枚，近一个月增发约 ${e.monthIssued} 亿枚，场外资金持续流入。`,
      );
    case 'hashrate':
      return told(
        1,
        false,
        `比特币全网算力创历史新高，达 ${e.ehs} EH/s`,
        `矿池数据显示，比特币全网算力升至 ${e.ehs} EH/s，创历史新高，挖矿难度将在下一次调整中上调。`,
      );
    case 'exchangeBalance':
      return told(
        1,
        false,
        `链上数据：交易所比特币余额降至 ${e.wan} 万枚`,
        `链上数据显示，交易所比特币余额降至 ${e.wan} 万枚，长期持有者的持仓占比升至近一年高位。`,
      );
    case 'stocksClose':
      return e.direction === 'up'
        ? told(
            1,
            false,
            '美股三大指数集体收涨，科技股领涨',
            '纳斯达克指数与标普 500 指数均收涨，风险偏好回升，加密相关股票同步走强。',
          )
        : told(
            -1,
            false,
            '美股三大指数集体收跌，科技股领跌',
            '纳斯达克指数与标普 500 指数均收跌，避险情绪升温，加密相关股票同步走弱。',
          );
    case 'gold':
      return told(
        0,
        false,
        `现货黄金突破 ${grouped(e.price)} 美元/盎司`,
        `避险需求升温叠加美元走弱，现货黄金突破 ${grouped(e.price)} 美元/盎司。`,
      );
    case 'listing':
      return told(
        0,
        false,
        `${e.exchange} 将上线 ${e.coin} 永续合约`,
        `${e.exchange} 公告称，将于今日开放 ${e.coin} 永续合约交易，最高支持 ${e.leverage} 倍杠杆。`,
      );
  }
}

type Drawn<K extends DemoEvent['kind']> = Extract<DemoEvent, { kind: K }>;

/** How each kind of event is drawn: its figures and names, within believable ranges. */
function drawers(random: () => number): { [K in DemoEvent['kind']]: () => Drawn<K> } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const n = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const direction = () => (random() < 0.55 ? 'up' : 'down') as 'up' | 'down';
  return {
    etfFlow: () => {
      const total = n(10, 90) / 10;
      return {
        kind: 'etfFlow',
        direction: random() < 0.55 ? 'in' : 'out',
        total,
        leader: pick(demoFunds),
        leaderAmount: Math.max(0.1, Math.round(total * n(35, 70)) / 10) / 10,
      };
    },
    treasuryBuy: () => {
      const coins = n(2, 300) * 10;
      return {
        kind: 'treasuryBuy',
        company: pick(demoCompanies),
        coins,
        holdings: coins + n(100, 6000) * 10,
      };
    },
    fedDecision: () => ({
      kind: 'fedDecision',
      decision: pick(['cut', 'hawkishHold', 'dovishHold'] as const),
    }),
    cpi: () => {
      const yoy = n(22, 34) / 10;
      return { kind: 'cpi', month: 1, yoy, expected: Math.round(yoy * 10 + n(-2, 2)) / 10 };
    },
    payrolls: () => ({
      kind: 'payrolls',
      month: 1,
      jobs: n(3, 28),
      expected: n(8, 20),
      unemployment: n(40, 45) / 10,
    }),
    secSuit: () => ({ kind: 'secSuit' }),
    stablecoinRules: () => ({ kind: 'stablecoinRules' }),
    marketBill: () => ({ kind: 'marketBill' }),
    hack: () => ({ kind: 'hack', lossWan: n(5, 90) * 100 }),
    altMove: () => ({
      kind: 'altMove',
      coin: pick(demoCoins),
      direction: direction(),
      percent: n(5, 15),
    }),
    whaleDeposit: () => ({
      kind: 'whaleDeposit',
      exchange: pick(demoExchanges),
      amount: n(10, 90) * 100,
    }),
    usdtSupply: () => ({ kind: 'usdtSupply', total: n(140, 190) * 10, monthIssued: n(30, 80) }),
    hashrate: () => ({ kind: 'hashrate', ehs: n(800, 1100) }),
    exchangeBalance: () => ({ kind: 'exchangeBalance', wan: n(230, 260) }),
    stocksClose: () => ({ kind: 'stocksClose', direction: direction() }),
    gold: () => ({ kind: 'gold', price: n(26, 42) * 100 }),
    listing: () => ({
      kind: 'listing',
      exchange: pick(demoExchanges),
      coin: pick(demoCoins),
      leverage: pick([20, 50, 75]),
    }),
  };
}

/** An event of the given kind with drawn figures and names. */
export function drawEvent<K extends DemoEvent['kind']>(random: () => number, kind: K): Drawn<K> {
  return drawers(random)[kind]() as Drawn<K>;
}
