import { vipPlans, type VipDuration } from '../api/membership.ts';

/** The three plans of spec 1 §9 by their product names, each with its length in days. */
export const planKinds = ['monthly', 'quarterly', 'yearly'] as const;
export type PlanKind = (typeof planKinds)[number];

export const planDays: Readonly<Record<PlanKind, VipDuration>> = {
  monthly: 30,
  quarterly: 90,
  yearly: 365,
};

/** The devices whose struck-through list prices differ (spec 1 §9). */
export const devices = ['mobile', 'desktop'] as const;
export type Device = (typeof devices)[number];

/** Every plan is labelled -50% (spec 1 §9). */
export const planDiscountLabel = '-50%';

/**
 * The struck-through list price in yuan, spec 1 §9: monthly 199; quarterly 199 on mobile and 299 on
 * desktop; yearly 799 on desktop and 199 on mobile.
 */
export const listPrices: Readonly<Record<VipDuration, Readonly<Record<Device, number>>>> = {
  30: { mobile: 199, desktop: 199 },
  90: { mobile: 199, desktop: 299 },
  365: { mobile: 199, desktop: 799 },
};

export function listPrice(days: VipDuration, device: Device): number {
  return listPrices[days][device];
}

/** A plan as the server sells it (GET plans, or the defaults in `vipPlans`). */
export interface PlanOnSale {
  days: VipDuration;
  /** Yuan as a decimal string, exactly the money POST payment expects. */
  price: string;
  label: string;
}

/** A plan as the VIP page shows it: the price charged, the struck list price and the -50% label. */
export interface PlanOffer extends PlanOnSale {
  kind: PlanKind;
  listPrice: number;
  discountLabel: string;
}

const kindOf = (days: VipDuration): PlanKind =>
  planKinds.find((kind) => planDays[kind] === days) as PlanKind;

/** The offers in plan order (monthly, quarterly, yearly); plans the server does not sell are left out. */
export function planOffers(
  onSale: readonly PlanOnSale[] = vipPlans,
  device: Device = 'desktop',
): PlanOffer[] {
  return [...onSale]
    .sort((a, b) => a.days - b.days)
    .map((plan) => ({
      days: plan.days,
      price: plan.price,
      label: plan.label,
      kind: kindOf(plan.days),
      listPrice: listPrice(plan.days, device),
      discountLabel: planDiscountLabel,
    }));
}
