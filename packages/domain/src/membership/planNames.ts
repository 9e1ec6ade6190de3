/** The plan lengths in days (spec 1 §9). */
export const vipDurations = [30, 90, 365] as const;
export type VipDuration = (typeof vipDurations)[number];

/** Each plan's name; every label and order title is built from this one map. */
export const planNames: Readonly<Record<VipDuration, string>> = {
  30: '月度',
  90: '季度',
  365: '年度',
};

/** The fixed product name of a payment request (spec 1 §3), and the first half of an order's title. */
export const vipProductName = 'VIP会员';

/** The plan as the VIP page sells it: 月度会员. */
export function planLabel(days: VipDuration): string {
  return `${planNames[days]}会员`;
}

/** The plan as an order's title names it: VIP会员·月度. */
export function planTitle(days: VipDuration): string {
  return `${vipProductName}·${planNames[days]}`;
}

/** The plan an order title names, or null for a title that is no plan's. */
export function planOfTitle(title: string): VipDuration | null {
  return vipDurations.find((days) => planTitle(days) === title) ?? null;
}
