import { nuplZones } from '../indicators/nupl.ts';
import { rainbowBands } from '../indicators/rainbow.ts';
import type { AlertReading } from './reading.ts';
import type { AlertRule } from './rule.ts';

const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A price in US dollars as the product writes it: $97,250.5. */
export function formatUsd(value: number): string {
  return `$${usd.format(value)}`;
}

/** MVRV-Z and NUPL to two decimals. */
export function formatScore(value: number): string {
  return value.toFixed(2);
}

const directionText = { above: '高于', below: '低于' } as const;

/** The name of a rainbow band index (-1 below the rainbow, 9 above it). */
export function rainbowBandName(band: number): string {
  if (band < 0) return '彩虹下方';
  return rainbowBands[band]?.name ?? '彩虹上方';
}

/** The alert as the list names it, e.g. 比特币价格高于 $100,000. */
export function describeAlert(rule: AlertRule): string {
  switch (rule.kind) {
    case 'nupl_zone':
      return `NUPL 进入「${nuplZones[rule.zone]?.name ?? ''}」区间`;
    case 'rainbow_band':
      return '彩虹图色带变化';
    case 'mvrv_z':
      return `MVRV-Z ${directionText[rule.direction]} ${formatScore(rule.level)}`;
    case 'price':
      return `比特币价格${directionText[rule.direction]} ${formatUsd(rule.level)}`;
  }
}

/** What the toast and the mail say when the alert fires, with the value that crossed. */
export function firedText(rule: AlertRule, reading: AlertReading): string {
  switch (rule.kind) {
    case 'nupl_zone':
      return `NUPL 为 ${formatScore(reading.nupl ?? 0)}，已进入「${nuplZones[rule.zone]?.name ?? ''}」区间`;
    case 'rainbow_band':
      return `比特币价格已进入彩虹图「${rainbowBandName(reading.rainbowBand ?? 0)}」色带`;
    case 'mvrv_z':
      return `MVRV-Z 为 ${formatScore(reading.mvrvZ ?? 0)}，已${directionText[rule.direction]} ${formatScore(rule.level)}`;
    case 'price':
      return `比特币价格为 ${formatUsd(reading.price ?? 0)}，已${directionText[rule.direction]} ${formatUsd(rule.level)}`;
  }
}
