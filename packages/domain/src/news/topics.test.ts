import { describe, expect, it } from 'vitest';
import { topicOf } from './topics.ts';

describe('topic labels by keyword (spec 2 §9)', () => {
  it.each([
    ['美国 SEC 起诉某加密交易所未注册经营', '政策监管'],
    ['香港证监会发布稳定币牌照申请指引', '政策监管'],
    ['欧盟 MiCA 法案过渡期结束', '政策监管'],
    ['美联储宣布降息 25 个基点，比特币短线拉升', '宏观经济'],
    ['美国 10 月 CPI 同比上涨 2.6%，低于预期', '宏观经济'],
    ['鲍威尔：货币政策将保持限制性', '宏观经济'],
    ['比特币现货 ETF 单日净流入超 5 亿美元', '加密货币'],
    ['以太坊 Layer2 网络总锁仓量创新高', '加密货币'],
    ['某巨鲸地址向币安转入 2,000 枚 btc', '加密货币'],
    ['美股三大指数集体收涨，纳指涨 1.2%', '金融市场'],
    ['现货黄金突破 2700 美元/盎司', '金融市场'],
  ])('%s → %s', (title, topic) => {
    expect(topicOf(title)).toBe(topic);
  });

  it('reads the summary when the title says nothing', () => {
    expect(topicOf('突发', '美国众议院通过加密市场结构法案')).toBe('政策监管');
  });

  it('matches Latin keywords as whole words only', () => {
    expect(topicOf('SOLUTION 公司发布财报')).toBe('金融市场');
    expect(topicOf('SOL 价格突破 250 美元')).toBe('加密货币');
  });
});
