import { messages } from '../messages/index.ts';
import type { BtcThreshold, Direction } from './catalogue.ts';

export const impactStatuses = ['reference', 'bullish', 'bearish', 'neutral'] as const;
export type ImpactStatus = (typeof impactStatuses)[number];

const m = messages.market;

/** The overview's 对比特币影响 texts. */
export const impactStatusLabels: Readonly<Record<ImpactStatus, string>> = {
  reference: m.reference,
  bullish: m.bullish,
  bearish: m.bearish,
  neutral: m.neutral,
};

/**
 * The Bitcoin-impact status of a value (spec 3 §5): 数据参考 without thresholds (or without a
 * value); otherwise a normal series is 利好 above its bullish threshold and 利空 below its bearish
 * one, an inverse series 利好 below its bullish threshold and 利空 above its bearish one, else 中性.
 * "Above" and "below" are strict: a value on a threshold is 中性.
 */
export function impactStatus(
  value: number | null,
  threshold: BtcThreshold | null,
  direction: Direction,
): ImpactStatus {
  if (threshold === null || value === null || !Number.isFinite(value)) return 'reference';
  if (direction === 'normal') {
    if (value > threshold.bullish) return 'bullish';
    if (value < threshold.bearish) return 'bearish';
  } else {
    if (value < threshold.bullish) return 'bullish';
    if (value > threshold.bearish) return 'bearish';
  }
  return 'neutral';
}
