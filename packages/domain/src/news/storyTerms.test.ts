import { describe, expect, it } from 'vitest';
import { entitiesOf, storyFeatures, storyTermsOf } from './storyTerms.ts';

describe('story terms and entities', () => {
  it('splits Chinese into bigrams and English into stemmed words without stop words', () => {
    expect(storyTermsOf('美联储降息')).toEqual(['美联', '联储', '储降', '降息']);
    expect(storyTermsOf("The Fed's Plosser says stocks fall after rates rise")).toEqual([
      'fed',
      'plosser',
      'stock',
      'fall',
      'rate',
      'rise',
    ]);
    expect(storyTermsOf('ＥＴＦ 净流入 3 亿美元')).toEqual(['etf', '净流', '流入', '亿美', '美元']);
  });

  it('names coins, institutions and people under one name in either language', () => {
    expect(entitiesOf('贝莱德 IBIT 比特币 ETF 单日净流入')).toEqual([
      'coin:BTC',
      'institution:贝莱德',
    ]);
    expect(entitiesOf('BlackRock bitcoin fund sees inflows')).toEqual([
      'coin:BTC',
      'institution:贝莱德',
    ]);
    expect(entitiesOf('Powell: the Fed is in no hurry')).toEqual([
      'institution:美联储',
      'person:鲍威尔',
    ]);
    expect(entitiesOf('鲍威尔称美联储不急于降息')).toEqual(['institution:美联储', 'person:鲍威尔']);
  });

  it('reads capitals exactly: a ticker is not the English word', () => {
    expect(entitiesOf('SOL and TON rally')).toEqual(['coin:SOL', 'coin:TON']);
    expect(entitiesOf('a ton of sol-gel sec')).toEqual([]);
  });

  it('gives entities, then title and summary terms, each once', () => {
    expect(storyFeatures({ title: '以太坊升级', summary: 'Ethereum upgrade' })).toEqual([
      '@coin:ETH',
      '以太',
      '太坊',
      '坊升',
      '升级',
      'ethereum',
      'upgrade',
    ]);
  });
});
