import { targetHref } from './menuSelection.ts';

/**
 * Spec 1 §2.3: the home page's four indicator cards. They open the first menu group's first four
 * items (/toTarget?list=1&unit=1..4), which the catalogue fills with these four indicators.
 */
export const homeIndicatorCards = [
  {
    title: '存量流量模型',
    summary: '用新增供给衡量稀缺性，对照价格看比特币是否偏离长期模型。',
    href: targetHref(1, 1),
  },
  {
    title: 'NUPL',
    summary: '全网未实现盈亏占市值的比例，划分恐慌、希望、乐观、贪婪等情绪区间。',
    href: targetHref(1, 2),
  },
  {
    title: '巨鲸指标',
    summary: '以 MVRV-Z 衡量大资金的获利压力，识别巨鲸吸筹与派发的区间。',
    href: targetHref(1, 3),
  },
  {
    title: '彩虹图',
    summary: '对数回归拟合的彩色价格带，直观看出周期所处的冷热位置。',
    href: targetHref(1, 4),
  },
] as const;
export type HomeIndicatorCard = (typeof homeIndicatorCards)[number];
