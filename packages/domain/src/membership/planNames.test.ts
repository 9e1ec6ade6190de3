import { describe, expect, it } from 'vitest';
import { vipPlans } from '../api/membership.ts';
import { planLabel, planNames, planOfTitle, planTitle, vipDurations } from './index.ts';

describe('plan names', () => {
  it.each([
    [30, '月度', '月度会员', 'VIP会员·月度'],
    [90, '季度', '季度会员', 'VIP会员·季度'],
    [365, '年度', '年度会员', 'VIP会员·年度'],
  ] as const)('the %i-day plan is %s: label %s, order title %s', (days, name, label, title) => {
    expect(planNames[days]).toBe(name);
    expect(planLabel(days)).toBe(label);
    expect(planTitle(days)).toBe(title);
    expect(planOfTitle(title)).toBe(days);
  });

  it('labels the default plans on sale with the same names', () => {
    expect(vipPlans.map((plan) => plan.label)).toEqual(vipDurations.map(planLabel));
  });

  it.each(['VIP会员', '月度', 'VIP会员·半年', ''])('knows no plan titled %j', (title) => {
    expect(planOfTitle(title)).toBeNull();
  });
});
