import type { IndicatorReading } from '../api/indicators.ts';
import { nuplZone } from '../indicators/nupl.ts';
import { rainbowBands } from '../indicators/rainbow.ts';
import { whaleZones } from '../indicators/whale.ts';
import { zoneOf } from '../indicators/zone.ts';
import { formatScore, rainbowBandName } from './describe.ts';
import { s2fZones, type DayIndicators } from './reading.ts';

const belowRainbow = '#1a237e';
const aboveRainbow = '#4a0000';

/** The home cards' readings of the newest day (indicators.summary), in summaryKeys order. */
export function summaryCards(day: DayIndicators): IndicatorReading[] {
  const s2f = zoneOf(day.s2fDeflection, s2fZones);
  const nupl = nuplZone(day.nupl);
  const band = rainbowBands[day.rainbowBand];
  const bandColor = band?.color ?? (day.rainbowBand < 0 ? belowRainbow : aboveRainbow);
  const cards: IndicatorReading[] = [
    {
      key: 'stock_to_flow',
      value: `${day.s2fDeflection.toFixed(2)}×`,
      zone: { name: s2f.name, color: s2f.color },
    },
    { key: 'nupl', value: formatScore(day.nupl), zone: { name: nupl.name, color: nupl.color } },
  ];
  if (day.mvrvZ !== null) {
    const whale = zoneOf(day.mvrvZ, whaleZones);
    cards.push({
      key: 'whale',
      value: formatScore(day.mvrvZ),
      zone: { name: whale.name, color: whale.color },
    });
  }
  const bandName = rainbowBandName(day.rainbowBand);
  cards.push({ key: 'rainbow', value: bandName, zone: { name: bandName, color: bandColor } });
  return cards;
}
