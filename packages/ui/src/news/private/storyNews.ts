import type { NewsItem } from '@coinsight/domain/api';
import { topicOf } from '@coinsight/domain/news';

const titles = [
  ['比特币现货 ETF 单日净流入超 5 亿美元', 'bullish', true],
  ['美联储维持利率不变，鲍威尔称通胀仍需观察', 'neutral', true],
  ['某大型交易所热钱包出现异常转出', 'bearish', true],
  ['比特币全网算力再创历史新高', 'bullish-1', false],
  ['美国 10 月 CPI 同比上涨 2.9%，略高于预期', 'bearish-1', false],
  ['香港证监会发布虚拟资产交易平台新指引', 'neutral', false],
  ['长期持有者地址持币量连续三周增加', 'bullish-1', false],
  ['比特币期货资金费率转负，空头情绪升温', 'bearish-1', false],
  ['日本央行暗示可能再次加息', 'bearish', true],
  ['以太坊完成网络升级，手续费明显下降', 'bullish', false],
  ['美元指数回落至 104 下方', 'bullish-1', false],
  ['欧盟加密资产市场法规进入全面实施阶段', 'neutral', true],
] as const;

/** Believable cards for the stories, newest first, on 2026-11-24 (Beijing). */
export function storyNews(count: number, date = '2026-11-24'): NewsItem[] {
  return Array.from({ length: count }, (_, i) => {
    const [title, type, important] = titles[i % titles.length]!;
    const minutes = 23 * 60 + 50 - i * 37;
    const times = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return {
      id: 100 + i,
      date,
      times,
      title: i < titles.length ? title : `${title}（${i + 1}）`,
      type,
      summary: `${title}。市场人士认为，这一消息将在短期内影响比特币价格走势，投资者宜关注后续进展。`,
      source: i % 2 ? '币见快讯' : '链上观察',
      author: { name: i % 2 ? '王芳' : '赵磊' },
      important,
      related: i % 3 === 0 ? [100 + i, 101 + i] : [],
      topic: topicOf(title),
    };
  });
}
