import type { IndicatorMenuGroup } from '../IndicatorMenu/IndicatorMenu.tsx';

/** The catalogue's shape for stories: the four home indicators and the live price come first. */
export const storyMenu: IndicatorMenuGroup[] = [
  {
    id: 1,
    title: '核心指标',
    items: [
      { id: 101, title: '存量流量模型' },
      { id: 102, title: 'NUPL' },
      { id: 103, title: '巨鲸指标' },
      { id: 104, title: '彩虹图' },
      { id: 105, title: '比特币实时价格' },
    ],
  },
  {
    id: 2,
    title: '链上活跃度',
    items: [
      { id: 201, title: '活跃地址数' },
      { id: 202, title: '交易所净流入' },
    ],
  },
  { id: 3, title: '矿工与算力', items: [{ id: 301, title: '全网算力' }] },
];
