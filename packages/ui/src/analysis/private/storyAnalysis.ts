import type { AnalysisLatestSummary, AnalysisRecord } from '@coinsight/domain/api';
import { menuFromMonths } from '@coinsight/domain/analysisView';

/** The menu of the stories: two months of 2026 and one of 2025, newest first. */
export const storyMenu = menuFromMonths([
  { month: '2026-11', days: ['2026-11-23', '2026-11-22', '2026-11-21'] },
  { month: '2026-10', days: ['2026-10-31', '2026-10-30'] },
  { month: '2025-03', days: ['2025-03-31'] },
]);

/** A believable day: three abnormal indicators, two events, a bullish and a bearish item. */
export const storyRecord: AnalysisRecord = {
  date: '2026-11-23',
  updated_at: '2026-11-23T16:20:00.000Z',
  edited: false,
  technical: {
    summary:
      '比特币日线收于 $98,420，较前一日上涨 6.2%，放量突破近两周的震荡区间。NUPL 由「希望」进入「乐观」区间，链上情绪明显转暖；彩虹图价格上穿「仍然便宜」一档。',
    indicators: [
      {
        kind: 'nupl',
        name: '比特币未实现净盈亏（NUPL）',
        value: '0.512',
        interpretation: '由希望区间进入乐观区间，历史上多见于牛市中段，需留意情绪过热。',
        link: '/toTarget?list=1&unit=2',
      },
      {
        kind: 'rainbow',
        name: '彩虹图',
        value: '第 4 档',
        interpretation: '价格上穿「仍然便宜」一档，周期位置由冷转温。',
        link: '/toTarget?list=1&unit=4',
      },
      {
        kind: 'price',
        name: '比特币日收盘价',
        value: '+6.2%',
        interpretation: '单日涨幅超过 5%，属于大幅波动。',
        link: '',
      },
    ],
  },
  news: {
    summary:
      '消息面偏多：现货 ETF 单日净流入超 5 亿美元，机构买盘持续；同时交易所热钱包异常转出引发短线担忧。',
    events: [
      {
        news_id: 101,
        title: '比特币现货 ETF 单日净流入超 5 亿美元',
        brief: '十一支现货 ETF 合计净流入 5.2 亿美元，为近一个月最高。',
        time: '09:30',
        link: '',
      },
      {
        news_id: null,
        title: '美联储官员称年内仍有降息空间',
        brief: '讲话发布后美元指数小幅回落。',
        time: '22:05',
        link: 'https://example.com/fed',
      },
    ],
    major: [
      {
        news_id: 101,
        type: '利好',
        title: '比特币现货 ETF 单日净流入超 5 亿美元',
        brief: '机构资金持续流入。',
        time: '09:30',
        link: '',
      },
      {
        news_id: 103,
        type: '利空',
        title: '某大型交易所热钱包出现异常转出',
        brief: '约 3,000 枚比特币转出，交易所称正在调查。',
        time: '14:12',
        link: '',
      },
    ],
  },
};

/** A quiet day: no abnormal indicator, no event, no major item; edited by an admin. */
export const storyQuietRecord: AnalysisRecord = {
  date: '2026-11-22',
  updated_at: '2026-11-22T17:02:00.000Z',
  edited: true,
  technical: { summary: '比特币窄幅震荡，各项链上指标均处于原区间内。', indicators: [] },
  news: { summary: '当日无重大消息。', events: [], major: [] },
};

export const storyLatest: AnalysisLatestSummary = {
  date: '2026-11-23',
  technical_summary: storyRecord.technical.summary,
  news_summary: storyRecord.news.summary,
  abnormal: storyRecord.technical.indicators.map((i) => i.name),
  bullish: 1,
  bearish: 1,
};

/** The news detail address of the stories, as the site builds it. */
export const storyNewsHref = (id: number): string => `/toNewsDetail?newsid=${id}`;
