import { aiModelById, type AiConversationSummary } from '@coinsight/domain/api';
import type { AiMessageView } from '../AiMessageList/AiMessageList.tsx';

/** Fixtures shared by the ai stories. */
export const storyHistory: AiConversationSummary[] = [
  {
    id: '6f1c2b9e-4d3a-4f8e-9a61-0c2d3e4f5a61',
    model: aiModelById('deepseek-reasoner'),
    keepHistory: true,
    title: '比特币后市怎么看？结合宏观与链上数据分析一下短期和中期走势',
    messageCount: 2,
    timestamp: '2026-11-24T01:31:00.000Z',
  },
  {
    id: '6f1c2b9e-4d3a-4f8e-9a61-0c2d3e4f5a62',
    model: aiModelById('deepseek-chat'),
    keepHistory: false,
    title: 'MVRV 指标怎么看？',
    messageCount: 2,
    timestamp: '2026-11-23T12:15:00.000Z',
  },
];

export const storyAnswer = [
  '### 结论',
  '短期内比特币更可能**区间震荡**，中期偏多。MVRV 的定义是 \\( \\mathrm{MVRV} = \\frac{市值}{已实现市值} \\)。',
  '',
  '\\[ \\text{NUPL} = \\frac{\\text{市值} - \\text{已实现市值}}{\\text{市值}} \\]',
  '',
  '| 指标 | 当前值 | 区间 |',
  '| --- | --- | --- |',
  '| NUPL | 0.52 | 信念 |',
  '| MVRV-Z | 2.1 | 中性 |',
  '',
  '```python',
  'nupl = (market_cap - realized_cap) / market_cap',
  '```',
  '',
  '> 以上仅为信息参考，不构成投资建议。',
].join('\n');

export const storyReasoning =
  '用户想知道后市走向。先看宏观：降息预期与美元指数；再看链上：长期持有者行为；最后看估值压力：美债收益率。';

export const storyConversation: AiMessageView[] = [
  { id: 'q1', role: 'user', content: '比特币后市怎么看？\n请结合指标说明。' },
  { id: 'a1', role: 'assistant', content: storyAnswer, reasoning: storyReasoning },
];

/**
 * Model output that tries to run script: each item would set `window.__xss` or open a dialog if
 * the markdown component let it through.
 */
export const xssCorpus = [
  '<script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"><script>window.__xss = "svg-script"</script></svg>',
  '[点我](javascript:window.__xss=%22link%22)',
  '[点我2](JaVaScRiPt:alert(1))',
  '![图](javascript:alert(1))',
  '<a href="javascript:alert(1)">html link</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="background:url(javascript:alert(1))" onmouseover="alert(1)">悬停</div>',
  '<details open ontoggle="window.__xss = \'details\'"><summary>x</summary></details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<img src="x" onerror="alert(1)"',
  '\\[ \\href{javascript:alert(1)}{点} \\]',
  '<<script>script>window.__xss = "broken"<</script>/script>',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
].join('\n\n');
