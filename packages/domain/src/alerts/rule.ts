import { z } from 'zod';
import { nuplZones } from '../indicators/nupl.ts';
import { messages } from '../messages/index.ts';

const m = messages.alerts;

/**
 * What a member can be alerted to (issue 17): NUPL entering a zone, the rainbow band changing,
 * MVRV-Z above or below a level, the Bitcoin price above or below a level.
 */
export const alertKinds = ['nupl_zone', 'rainbow_band', 'mvrv_z', 'price'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** At most this many alerts per member; the next one is refused with 最多只能设置 20 条提醒. */
export const maxAlertsPerMember = 20 as const;

export const alertDirections = ['above', 'below'] as const;
export const alertDirection = z.enum(alertDirections, { error: m.directionInvalid });
export type AlertDirection = z.infer<typeof alertDirection>;

/** A level typed in a form arrives as a string; both parse. */
const level = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).min(min, message).max(max, message);

/** NUPL entering zone `zone`: an index into nuplZones (0 投降 … 4 兴奋/贪婪). */
export const nuplZoneRule = z.strictObject({
  kind: z.literal('nupl_zone'),
  zone: z.coerce
    .number({ error: m.zoneInvalid })
    .int(m.zoneInvalid)
    .min(0, m.zoneInvalid)
    .max(nuplZones.length - 1, m.zoneInvalid),
});

/** The rainbow chart's band changing, whichever way. */
export const rainbowBandRule = z.strictObject({ kind: z.literal('rainbow_band') });

/** MVRV-Z (the whale measure) at or above / at or below a level. */
export const mvrvZRule = z.strictObject({
  kind: z.literal('mvrv_z'),
  direction: alertDirection,
  level: level(-10, 50, m.mvrvLevelInvalid),
});

/** The live Bitcoin price (US dollars) at or above / at or below a level. */
export const priceRule = z.strictObject({
  kind: z.literal('price'),
  direction: alertDirection,
  level: level(1, 10_000_000, m.priceLevelInvalid),
});

export const alertRule = z.discriminatedUnion(
  'kind',
  [nuplZoneRule, rainbowBandRule, mvrvZRule, priceRule],
  {
    error: m.kindInvalid,
  },
);
export type AlertRule = z.infer<typeof alertRule>;
