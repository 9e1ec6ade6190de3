import { seriesCategories, type SeriesCategory } from './categories.ts';

/**
 * The macro and financial series catalogue (spec 3 §2.6, §3, §9): every series the overview table
 * lists and the detail routes open, with its FRED-style id, Chinese name, route, intro,
 * Bitcoin-impact text, publish schedule, direction and thresholds.
 *
 * Decisions recorded here:
 * - Count. The spec says "40 series" and lists 41 route segments (its own tally, 9 FX pairs and
 *   about 16 macro series, matches neither: the list has 8 pairs and 15 macro series). Every listed
 *   segment is a route the spec names, so the catalogue keeps all 41: `financialSeries`, the
 *   overview's rows. /crypto/btc (issue 14) is one more detail page, `btcSeries`, drawn from the
 *   Bitcoin history the indicators hold; it is not an overview row (an impact on Bitcoin of Bitcoin
 *   itself means nothing), so it has no thresholds (数据参考).
 * - Direction. Spec 3 §9 names the inverse series (the card rates, GDP, labour force, consumer
 *   confidence, PMI, retail sales, home sales, permits, nonfarm payrolls, industrial production,
 *   total retail); every other series is normal. A normal series is 利好 above its bullish
 *   threshold and 利空 below its bearish one (bullish > bearish); an inverse one is 利好 below its
 *   bullish threshold and 利空 above its bearish one (bullish < bearish). Thresholds sit around
 *   late-2026 levels, and each impact text states them.
 * - Ids. FRED's own ids where FRED publishes the series. FRED no longer carries ISM's PMI (NAPM,
 *   withdrawn 2016) nor London silver and platinum prices; their ids keep FRED's naming (NAPM and
 *   the IMF primary-commodity pattern of wheat, corn and coffee: PSILVUSDM, PPLATUSDM). Such a
 *   series carries `unavailable` (the reason, shown on its page), is never asked of FRED, and is
 *   served from what the demo generator or an `ingest -- fred --file` stored.
 */

// The categories live in a module of their own: the site's route table reads them on every page,
// and the catalogue's data below need not come with them.
export { seriesCategories, type SeriesCategory };

/** The overview's 数据类型 column. */
export const seriesCategoryLabels: Readonly<Record<SeriesCategory, string>> = {
  market: '股票指数',
  forex: '外汇',
  commodity: '大宗商品',
  bonds: '美债收益率',
  rates: '利率',
  macro: '宏观经济',
  crypto: '加密货币',
};

/** Publish schedules (spec 3 §9): real-time, daily, weekly, monthly, quarterly, after policy meetings. */
export const publishCycles = [
  'realtime',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'fomc',
] as const;
export type PublishCycle = (typeof publishCycles)[number];

export const publishCycleLabels: Readonly<Record<PublishCycle, string>> = {
  realtime: '实时',
  daily: '每日',
  weekly: '每周',
  monthly: '每月',
  quarterly: '每季度',
  fomc: '议息会议后（每年8次）',
};

/** How far apart the observations are (a policy rate is daily even though it moves 8 times a year). */
export const observationFrequencies = ['daily', 'weekly', 'monthly', 'quarterly'] as const;
export type ObservationFrequency = (typeof observationFrequencies)[number];

export const directions = ['normal', 'inverse'] as const;
export type Direction = (typeof directions)[number];

/** The thresholds of the Bitcoin-impact status; null where a series is only a reference. */
export interface BtcThreshold {
  bullish: number;
  bearish: number;
}

/** One series of the catalogue (spec 3 §3, macro series definition). */
export interface MacroSeries {
  /** FRED-style code: the series_id of fred-data. */
  id: string;
  category: SeriesCategory;
  /** The route's last segment (spec 3 §2.6). */
  segment: string;
  /** `/${category}/${segment}`. */
  route: string;
  name: string;
  unit: string;
  intro: string;
  /** How the series bears on Bitcoin, thresholds included. */
  impact: string;
  cycle: PublishCycle;
  /** The publish schedule in words (who publishes, when). */
  publish: string;
  frequency: ObservationFrequency;
  direction: Direction;
  btcThreshold: BtcThreshold | null;
  /**
   * Why no outside source feeds this series (issue 34): FRED dropped or never carried it. Such a
   * series is not asked of FRED; it shows what the generator or a file ingest stored, and the page
   * says this reason. Absent for every series with a live source.
   */
  unavailable?: string;
}

type Entry = Omit<MacroSeries, 'route' | 'btcThreshold'> & {
  btcThreshold: [number, number] | null;
};

const indexClose = '每个交易日收盘后更新';
const fxNoon = '每个工作日更新（纽约午间买入汇率，美联储 H.10）';
const imfMonthly = '每月初更新上月均价（国际货币基金组织）';
const treasury = '每个交易日更新（美国财政部）';
const jobsReport = '每月更新（美国劳工统计局就业报告，通常为月初第一个周五）';
const census = '每月中旬更新（美国人口普查局）';

const entries: readonly Entry[] = [
  // Stock indices
  {
    id: 'NASDAQCOM',
    category: 'market',
    segment: 'nasdaq',
    name: '纳斯达克综合指数',
    unit: '点',
    intro: '纳斯达克交易所全部上市股票的市值加权指数，以科技与成长股为主。',
    impact:
      '比特币与科技股同属风险资产，走势相关度高：高于 27,000 点视为利好（风险偏好强），低于 23,000 点视为利空。',
    cycle: 'daily',
    publish: indexClose,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [27_000, 23_000],
  },
  {
    id: 'DJIA',
    category: 'market',
    segment: 'dow',
    name: '道琼斯工业平均指数',
    unit: '点',
    intro: '美国 30 家大型蓝筹公司的价格加权指数，历史最悠久的美股指数。',
    impact:
      '反映传统资金的风险偏好：高于 50,000 点视为利好，低于 42,000 点视为利空（资金撤离风险资产）。',
    cycle: 'daily',
    publish: indexClose,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [50_000, 42_000],
  },
  {
    id: 'SP500',
    category: 'market',
    segment: 'sp500',
    name: '标普500指数',
    unit: '点',
    intro: '美国 500 家大型上市公司的市值加权指数，衡量美股整体表现的基准。',
    impact:
      '美股整体风险情绪的风向标：高于 7,200 点视为利好，低于 6,200 点视为利空（避险情绪升温时比特币常同步下跌）。',
    cycle: 'daily',
    publish: indexClose,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [7_200, 6_200],
  },
  // Foreign exchange
  {
    id: 'DEXJPUS',
    category: 'forex',
    segment: 'usdjpy',
    name: '美元兑日元',
    unit: '日元/美元',
    intro: '1 美元可兑换的日元数量。',
    impact:
      '日元走弱时低息日元套利资金流向风险资产：高于 158 视为利好，低于 140 视为利空（套利平仓、全球去杠杆）。',
    cycle: 'daily',
    publish: fxNoon,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [158, 140],
  },
  {
    id: 'DEXUSEU',
    category: 'forex',
    segment: 'eurusd',
    name: '欧元兑美元',
    unit: '美元/欧元',
    intro: '1 欧元可兑换的美元数量，美元指数中权重最大的货币对。',
    impact: '欧元走强即美元走弱，以美元计价的比特币受益：高于 1.20 视为利好，低于 1.10 视为利空。',
    cycle: 'daily',
    publish: fxNoon,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [1.2, 1.1],
  },
  {
    id: 'DEXUSAL',
    category: 'forex',
    segment: 'audusd',
    name: '澳元兑美元',
    unit: '美元/澳元',
    intro: '1 澳元可兑换的美元数量，常被视为全球风险偏好与商品周期的晴雨表。',
    impact: '澳元走强代表风险偏好回升：高于 0.68 视为利好，低于 0.62 视为利空。',
    cycle: 'daily',
    publish: fxNoon,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [0.68, 0.62],
  },
  {
    id: 'DEXSZUS',
    category: 'forex',
    segment: 'usdchf',
    name: '美元兑瑞郎',
    unit: '瑞郎/美元',
    intro: '1 美元可兑换的瑞士法郎数量；瑞郎是传统避险货币。',
    impact:
      '瑞郎走弱说明避险需求退潮、资金回到风险资产：高于 0.84 视为利好，低于 0.77 视为利空（避险资金涌入瑞郎）。',
    cycle: 'daily',
    publish: fxNoon,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [0.84, 0.77],
  },
  {
    id: 'DEXSIUS',
    category: 'forex',
    segment: 'usdsgd',
    name: '美元兑新加坡元',
    unit: '新元/美元',
    intro: '1 美元可兑换的新加坡元数量，反映亚洲金融中心的资金流向。',
    impact:
      '新元走弱时亚洲资金的对冲需求上升，部分流向比特币：高于 1.34 视为利好，低于 1.26 视为利空。',
    cycle: 'daily',
    publish: fxNoon,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [1.34, 1.26],
  },
  {
    id: 'DEXINUS',
    category: 'forex',
    segment: 'usdinr',
    name: '美元兑印度卢比',
    unit: '卢比/美元',
    intro: '1 美元可兑换的印度卢比数量。',
    impact:
      '卢比贬值时当地投资者更倾向持有比特币对冲本币风险：高于 90 视为利好，低于 85 视为利空。',
    cycle: 'daily',
    publish: fxNoon,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [90, 85],
  },
  {
    id: 'DEXCAUS',
    category: 'forex',
    segment: 'usdcad',
    name: '美元兑加元',
    unit: '加元/美元',
    intro: '1 美元可兑换的加拿大元数量，与原油价格联系紧密。',
    impact: '加元走弱时北美资金的对冲需求上升：高于 1.42 视为利好，低于 1.35 视为利空。',
    cycle: 'daily',
    publish: fxNoon,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [1.42, 1.35],
  },
  {
    id: 'DEXHKUS',
    category: 'forex',
    segment: 'usdhkd',
    name: '美元兑港元',
    unit: '港元/美元',
    intro: '1 美元可兑换的港元数量，在 7.75–7.85 的联系汇率区间内浮动。',
    impact:
      '靠近弱方 7.85 说明香港银行体系流动性宽松、套利资金活跃：高于 7.84 视为利好，低于 7.76 视为利空（资金收紧）。',
    cycle: 'daily',
    publish: fxNoon,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [7.84, 7.76],
  },
  // Commodities
  {
    id: 'PSILVUSDM',
    category: 'commodity',
    segment: 'silver',
    name: '白银价格',
    unit: '美元/盎司',
    intro: '国际白银现货月均价，兼具贵金属与工业金属属性。',
    impact:
      '白银走强反映抗通胀与硬资产需求，比特币常被称为“数字白银/黄金”：高于 55 美元视为利好，低于 40 美元视为利空。',
    cycle: 'monthly',
    publish: imfMonthly,
    frequency: 'monthly',
    direction: 'normal',
    btcThreshold: [55, 40],
    unavailable:
      'FRED 未收录白银现货价格（伦敦定盘价 2022 年起停止提供），暂无可自动获取的实时来源。',
  },
  {
    id: 'PPLATUSDM',
    category: 'commodity',
    segment: 'platinum',
    name: '铂金价格',
    unit: '美元/盎司',
    intro: '国际铂金现货月均价，主要用于汽车催化剂与珠宝。',
    impact: '铂金上涨代表硬资产与工业需求升温：高于 1,700 美元视为利好，低于 1,200 美元视为利空。',
    cycle: 'monthly',
    publish: imfMonthly,
    frequency: 'monthly',
    direction: 'normal',
    btcThreshold: [1_700, 1_200],
    unavailable: 'FRED 未收录铂金现货价格，暂无可自动获取的实时来源。',
  },
  {
    id: 'PWHEAMTUSDM',
    category: 'commodity',
    segment: 'wheat',
    name: '小麦价格',
    unit: '美元/吨',
    intro: '国际小麦月均价（美国 2 号硬红冬麦，墨西哥湾离岸价）。',
    impact:
      '粮价上涨推升通胀预期，抗通胀资产受关注：高于 260 美元视为利好，低于 200 美元视为利空。',
    cycle: 'monthly',
    publish: imfMonthly,
    frequency: 'monthly',
    direction: 'normal',
    btcThreshold: [260, 200],
  },
  {
    id: 'PMAIZMTUSDM',
    category: 'commodity',
    segment: 'corn',
    name: '玉米价格',
    unit: '美元/吨',
    intro: '国际玉米月均价（美国 2 号黄玉米，墨西哥湾离岸价）。',
    impact: '玉米价格反映食品与能源（乙醇）通胀：高于 230 美元视为利好，低于 180 美元视为利空。',
    cycle: 'monthly',
    publish: imfMonthly,
    frequency: 'monthly',
    direction: 'normal',
    btcThreshold: [230, 180],
  },
  {
    id: 'PCOFFOTMUSDM',
    category: 'commodity',
    segment: 'coffee',
    name: '咖啡价格',
    unit: '美分/磅',
    intro: '国际咖啡月均价（其他温和阿拉比卡咖啡）。',
    impact: '咖啡价格是消费品通胀的观察窗口：高于 420 美分视为利好，低于 300 美分视为利空。',
    cycle: 'monthly',
    publish: imfMonthly,
    frequency: 'monthly',
    direction: 'normal',
    btcThreshold: [420, 300],
  },
  // Treasury yields
  {
    id: 'DGS30',
    category: 'bonds',
    segment: 'us30y',
    name: '美国30年期国债收益率',
    unit: '%',
    intro: '30 年期美国国债的固定期限收益率，反映长期通胀与财政风险溢价。',
    impact:
      '长端收益率走高反映通胀与财政赤字担忧，硬资产叙事增强：高于 5.0% 视为利好，低于 4.3% 视为利空。',
    cycle: 'daily',
    publish: treasury,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [5, 4.3],
  },
  {
    id: 'DGS10',
    category: 'bonds',
    segment: 'us10y',
    name: '美国10年期国债收益率',
    unit: '%',
    intro: '10 年期美国国债的固定期限收益率，全球资产定价之锚。',
    impact:
      '收益率上行反映增长与通胀预期升温：高于 4.8% 视为利好（抗通胀需求上升），低于 3.8% 视为利空（避险与衰退担忧主导）。',
    cycle: 'daily',
    publish: treasury,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [4.8, 3.8],
  },
  {
    id: 'DGS5',
    category: 'bonds',
    segment: 'us5y',
    name: '美国5年期国债收益率',
    unit: '%',
    intro: '5 年期美国国债的固定期限收益率，对中期利率预期敏感。',
    impact: '中期收益率反映市场对增长的判断：高于 4.3% 视为利好，低于 3.4% 视为利空。',
    cycle: 'daily',
    publish: treasury,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [4.3, 3.4],
  },
  {
    id: 'DGS2',
    category: 'bonds',
    segment: 'us2y',
    name: '美国2年期国债收益率',
    unit: '%',
    intro: '2 年期美国国债的固定期限收益率，紧跟美联储政策利率预期。',
    impact: '短端收益率反映政策与经济预期：高于 4.0% 视为利好，低于 3.0% 视为利空（衰退定价）。',
    cycle: 'daily',
    publish: treasury,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [4, 3],
  },
  {
    id: 'DGS3MO',
    category: 'bonds',
    segment: 'us3m',
    name: '美国3个月期国债收益率',
    unit: '%',
    intro: '3 个月期美国国债的固定期限收益率，接近无风险现金回报。',
    impact: '反映即期资金价格与经济热度：高于 4.2% 视为利好，低于 3.2% 视为利空。',
    cycle: 'daily',
    publish: treasury,
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [4.2, 3.2],
  },
  // Rates
  {
    id: 'DFEDTARU',
    category: 'rates',
    segment: 'base',
    name: '美联储基准利率（上限）',
    unit: '%',
    intro: '联邦基金利率目标区间的上限，由联邦公开市场委员会（FOMC）决定。',
    impact:
      '政策利率处于高位说明经济足够强劲、后续降息空间大：高于 4.5% 视为利好，低于 3.0% 视为利空（经济走弱、宽松空间收窄）。',
    cycle: 'fomc',
    publish: '议息会议后更新（每年8次，联邦公开市场委员会）',
    frequency: 'daily',
    direction: 'normal',
    btcThreshold: [4.5, 3],
  },
  {
    id: 'MORTGAGE30US',
    category: 'rates',
    segment: 'mortgage30y',
    name: '30年期固定抵押贷款利率',
    unit: '%',
    intro: '美国 30 年期固定利率按揭贷款的全国平均利率（房地美调查）。',
    impact: '按揭利率反映长端融资成本与通胀预期：高于 7.0% 视为利好，低于 5.5% 视为利空。',
    cycle: 'weekly',
    publish: '每周四更新（房地美）',
    frequency: 'weekly',
    direction: 'normal',
    btcThreshold: [7, 5.5],
  },
  {
    id: 'MORTGAGE15US',
    category: 'rates',
    segment: 'mortgage15y',
    name: '15年期固定抵押贷款利率',
    unit: '%',
    intro: '美国 15 年期固定利率按揭贷款的全国平均利率（房地美调查）。',
    impact: '与 30 年期按揭利率同向：高于 6.2% 视为利好，低于 4.8% 视为利空。',
    cycle: 'weekly',
    publish: '每周四更新（房地美）',
    frequency: 'weekly',
    direction: 'normal',
    btcThreshold: [6.2, 4.8],
  },
  {
    id: 'TERMCBCCALLNS',
    category: 'rates',
    segment: 'creditcard',
    name: '信用卡利率（全部账户）',
    unit: '%',
    intro: '美国商业银行信用卡计划的平均利率（全部账户）。',
    impact:
      '信用卡利率下降意味着消费信贷宽松、流动性改善：低于 20.5% 视为利好，高于 22.5% 视为利空。',
    cycle: 'quarterly',
    publish: '每季度更新（美联储 G.19 消费信贷）',
    frequency: 'quarterly',
    direction: 'inverse',
    btcThreshold: [20.5, 22.5],
  },
  {
    id: 'TERMCBCCINTNS',
    category: 'rates',
    segment: 'bofa-cc',
    name: '信用卡利率（计息账户）',
    unit: '%',
    intro: '美国商业银行信用卡计划中实际被计息账户的平均利率。',
    impact: '计息账户利率回落说明居民融资压力减轻：低于 22.0% 视为利好，高于 24.0% 视为利空。',
    cycle: 'quarterly',
    publish: '每季度更新（美联储 G.19 消费信贷）',
    frequency: 'quarterly',
    direction: 'inverse',
    btcThreshold: [22, 24],
  },
  // Macro
  {
    id: 'A191RL1Q225SBEA',
    category: 'macro',
    segment: 'gdp',
    name: '美国实际GDP增长率',
    unit: '%',
    intro: '美国实际国内生产总值季度环比折年率。',
    impact:
      '增长放缓会提高降息与宽松的预期：低于 1.0% 视为利好，高于 3.0% 视为利空（经济过热、紧缩延续）。',
    cycle: 'quarterly',
    publish: '每季度更新（美国经济分析局，季后约一个月首次公布）',
    frequency: 'quarterly',
    direction: 'inverse',
    btcThreshold: [1, 3],
  },
  {
    id: 'UNRATE',
    category: 'macro',
    segment: 'unemployment',
    name: '美国失业率',
    unit: '%',
    intro: '美国劳动力中失业人口所占比例（季调）。',
    impact:
      '失业率上升促使美联储转向宽松：高于 4.5% 视为利好，低于 3.8% 视为利空（就业过热、紧缩延续）。',
    cycle: 'monthly',
    publish: jobsReport,
    frequency: 'monthly',
    direction: 'normal',
    btcThreshold: [4.5, 3.8],
  },
  {
    id: 'CIVPART',
    category: 'macro',
    segment: 'labor-force',
    name: '美国劳动参与率',
    unit: '%',
    intro: '16 岁及以上平民人口中就业或正在找工作的比例。',
    impact:
      '劳动参与率下滑意味着劳动力市场降温、宽松预期升温：低于 62.0% 视为利好，高于 62.8% 视为利空。',
    cycle: 'monthly',
    publish: jobsReport,
    frequency: 'monthly',
    direction: 'inverse',
    btcThreshold: [62, 62.8],
  },
  {
    id: 'UMCSENT',
    category: 'macro',
    segment: 'consumer-confidence',
    name: '密歇根大学消费者信心指数',
    unit: '指数',
    intro: '密歇根大学对美国消费者的月度调查，1966 年第一季度为 100。',
    impact: '信心低迷时政策宽松预期升温：低于 55 视为利好，高于 70 视为利空。',
    cycle: 'monthly',
    publish: '每月更新（密歇根大学，月中初值、月末终值）',
    frequency: 'monthly',
    direction: 'inverse',
    btcThreshold: [55, 70],
  },
  {
    id: 'NAPM',
    category: 'macro',
    segment: 'pmi',
    name: 'ISM制造业PMI',
    unit: '指数',
    intro: '美国供应管理协会制造业采购经理人指数，50 为荣枯线。',
    impact: '制造业收缩提高宽松预期：低于 48 视为利好，高于 52 视为利空。',
    cycle: 'monthly',
    publish: '每月第一个工作日更新（美国供应管理协会）',
    frequency: 'monthly',
    direction: 'inverse',
    btcThreshold: [48, 52],
    unavailable:
      'FRED 自 2016 年 6 月起不再发布 ISM 制造业 PMI（美国供应管理协会收回授权），暂无可自动获取的实时来源。',
  },
  {
    id: 'RSXFS',
    category: 'macro',
    segment: 'retail-sales',
    name: '美国零售销售（不含餐饮）',
    unit: '百万美元',
    intro: '美国零售企业的月度销售额预估值，不含餐饮服务（季调）。',
    impact: '消费走弱提高宽松预期：低于 6,200 亿美元视为利好，高于 6,600 亿美元视为利空。',
    cycle: 'monthly',
    publish: census,
    frequency: 'monthly',
    direction: 'inverse',
    btcThreshold: [620_000, 660_000],
  },
  {
    id: 'HSN1F',
    category: 'macro',
    segment: 'home-sales',
    name: '美国新屋销售',
    unit: '千套（年化）',
    intro: '美国新建独户住宅的月度销售量，按季调年化。',
    impact: '楼市降温提高降息预期：低于 62 万套视为利好，高于 75 万套视为利空。',
    cycle: 'monthly',
    publish: '每月下旬更新（美国人口普查局）',
    frequency: 'monthly',
    direction: 'inverse',
    btcThreshold: [620, 750],
  },
  {
    id: 'PPIACO',
    category: 'macro',
    segment: 'ppi',
    name: '美国生产者价格指数',
    unit: '指数',
    intro: '美国全部商品的生产者价格指数，1982 年为 100。',
    impact: '上游价格走高推升通胀预期，抗通胀资产受关注：高于 268 视为利好，低于 250 视为利空。',
    cycle: 'monthly',
    publish: '每月中旬更新（美国劳工统计局）',
    frequency: 'monthly',
    direction: 'normal',
    btcThreshold: [268, 250],
  },
  {
    id: 'PERMIT',
    category: 'macro',
    segment: 'building-permits',
    name: '美国新屋开工许可',
    unit: '千套（年化）',
    intro: '美国私人住宅的新建许可数量，按季调年化，是楼市的领先指标。',
    impact:
      '许可下降预示楼市与经济降温、宽松预期升温：低于 130 万套视为利好，高于 150 万套视为利空。',
    cycle: 'monthly',
    publish: census,
    frequency: 'monthly',
    direction: 'inverse',
    btcThreshold: [1_300, 1_500],
  },
  {
    id: 'CSUSHPINSA',
    category: 'macro',
    segment: 'house-price-index',
    name: '标普/凯斯-席勒美国房价指数',
    unit: '指数',
    intro: '美国全国独户住宅价格指数，2000 年 1 月为 100。',
    impact: '房价上涨带来财富效应与资产通胀：高于 340 视为利好，低于 315 视为利空。',
    cycle: 'monthly',
    publish: '每月最后一个周二更新（标普道琼斯指数，滞后两个月）',
    frequency: 'monthly',
    direction: 'normal',
    btcThreshold: [340, 315],
  },
  {
    id: 'M2SL',
    category: 'macro',
    segment: 'm2',
    name: '美国M2货币供应量',
    unit: '十亿美元',
    intro: '美国广义货币供应量：现金、活期与储蓄存款、小额定期存款与零售货币基金（季调）。',
    impact:
      '货币扩张是比特币最重要的宏观驱动之一：高于 23.0 万亿美元视为利好，低于 21.8 万亿美元视为利空（流动性收缩）。',
    cycle: 'monthly',
    publish: '每月下旬更新（美联储 H.6）',
    frequency: 'monthly',
    direction: 'normal',
    btcThreshold: [23_000, 21_800],
  },
  {
    id: 'CPIAUCSL',
    category: 'macro',
    segment: 'cpi',
    name: '美国消费者价格指数',
    unit: '指数',
    intro: '美国城市消费者一篮子商品与服务的价格指数，1982–1984 年为 100（季调）。',
    impact: '物价水平走高强化比特币的抗通胀叙事：高于 335 视为利好，低于 322 视为利空。',
    cycle: 'monthly',
    publish: '每月中旬更新（美国劳工统计局）',
    frequency: 'monthly',
    direction: 'normal',
    btcThreshold: [335, 322],
  },
  {
    id: 'PAYEMS',
    category: 'macro',
    segment: 'nonfarm',
    name: '美国非农就业人数',
    unit: '千人',
    intro: '美国非农部门就业总人数（季调）。',
    impact: '就业降温提高降息预期：低于 1.59 亿人视为利好，高于 1.61 亿人视为利空。',
    cycle: 'monthly',
    publish: jobsReport,
    frequency: 'monthly',
    direction: 'inverse',
    btcThreshold: [159_000, 161_000],
  },
  {
    id: 'INDPRO',
    category: 'macro',
    segment: 'industrial',
    name: '美国工业生产指数',
    unit: '指数',
    intro: '美国制造业、采矿业与公用事业的实际产出指数，2017 年为 100（季调）。',
    impact: '工业产出放缓提高宽松预期：低于 102 视为利好，高于 105 视为利空。',
    cycle: 'monthly',
    publish: '每月中旬更新（美联储 G.17）',
    frequency: 'monthly',
    direction: 'inverse',
    btcThreshold: [102, 105],
  },
  {
    id: 'RSAFS',
    category: 'macro',
    segment: 'retail-total',
    name: '美国零售与餐饮销售总额',
    unit: '百万美元',
    intro: '美国零售与餐饮服务的月度销售总额预估值（季调）。',
    impact: '消费总额走弱提高宽松预期：低于 7,150 亿美元视为利好，高于 7,600 亿美元视为利空。',
    cycle: 'monthly',
    publish: census,
    frequency: 'monthly',
    direction: 'inverse',
    btcThreshold: [715_000, 760_000],
  },
];

function toSeries(e: Entry): MacroSeries {
  return {
    ...e,
    route: `/${e.category}/${e.segment}`,
    btcThreshold: e.btcThreshold && { bullish: e.btcThreshold[0], bearish: e.btcThreshold[1] },
  };
}

/** The overview's rows, in display order: the 41 series of spec 3 §2.6. */
export const financialSeries: readonly MacroSeries[] = entries.map(toSeries);

/**
 * Bitcoin's daily price (/crypto/btc): FRED's id for Coinbase's Bitcoin price, served from the
 * daily history the indicators hold, not from FRED.
 */
export const btcSeries: MacroSeries = toSeries({
  id: 'CBBTCUSD',
  category: 'crypto',
  segment: 'btc',
  name: '比特币价格',
  unit: '美元',
  intro: '比特币的每日美元价格（UTC 日），与指标图表同源。',
  impact: '比特币自身的价格走势，仅作数据参考。',
  cycle: 'realtime',
  publish: '实时更新（每日收盘价按 UTC 日归档）',
  frequency: 'daily',
  direction: 'normal',
  btcThreshold: null,
});

/** Every series with a detail page: the overview's 41 and Bitcoin. */
export const allSeries: readonly MacroSeries[] = [...financialSeries, btcSeries];

const byId = new Map(allSeries.map((s) => [s.id.toUpperCase(), s]));
const byRoute = new Map(allSeries.map((s) => [s.route, s]));

/** The series a fred-data series_id names (FRED's ids are case-insensitive), or null. */
export function seriesById(id: string): MacroSeries | null {
  return byId.get(id.toUpperCase()) ?? null;
}

/**
 * The series a detail route opens (`/bonds/us10y`), or null: the page then goes home (the
 * architecture's choice between the spec's two versions for an unknown segment).
 */
export function seriesByRoute(category: string, segment: string): MacroSeries | null {
  return byRoute.get(`/${category}/${segment}`) ?? null;
}
