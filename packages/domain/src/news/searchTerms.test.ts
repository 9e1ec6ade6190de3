import { describe, expect, it } from 'vitest';
import { searchTokens, searchWords } from './searchTerms.ts';

const bigram = (pair: string) =>
  `c${[...pair].map((ch) => (ch.codePointAt(0) ?? 0).toString(16).padStart(5, '0')).join('')}`;

describe('search tokens (bigrams of our own, the same on every database)', () => {
  it('makes one token per two adjacent Chinese characters and one per Latin word', () => {
    expect(searchTokens('比特币 ETF')).toEqual([bigram('比特'), bigram('特币'), 'xetf']);
  });

  it('splits runs at punctuation, spaces and script changes', () => {
    expect(searchTokens('美联储，降息BTC')).toEqual([
      bigram('美联'),
      bigram('联储'),
      bigram('降息'),
      'xbtc',
    ]);
  });

  it('reads full-width letters and capitals as plain lower case, and drops single characters', () => {
    expect(searchTokens('ＥＴＦ a 币')).toEqual(['xetf']);
  });

  it('keeps each token once and every token ASCII, three characters or more', () => {
    const tokens = searchTokens('比特币比特币 2026 年 ok');
    expect(tokens).toEqual([bigram('比特'), bigram('特币'), bigram('币比'), 'x2026', 'xok']);
    for (const t of tokens) expect(t).toMatch(/^[a-z0-9]{3,}$/);
  });
});

describe('search words', () => {
  it('finds a two-character word and a Latin word by the index alone', () => {
    expect(searchWords('降息 ETF')).toEqual([
      { word: '降息', tokens: [bigram('降息')], exact: true },
      { word: 'etf', tokens: ['xetf'], exact: true },
    ]);
  });

  it('checks the text for a longer word, whose bigrams may sit apart', () => {
    expect(searchWords('比特币')).toEqual([
      { word: '比特币', tokens: [bigram('比特'), bigram('特币')], exact: false },
    ]);
    expect(searchWords('btc价格')[0]?.exact).toBe(false);
  });

  it('ignores words that yield no token and repeated words', () => {
    expect(searchWords('币 a 降息 降息').map((w) => w.word)).toEqual(['降息']);
    expect(searchWords('% 。')).toEqual([]);
  });
});
