export * from './addresses.ts';
export * from './inviteRewards.ts';
export * from './planNames.ts';
export * from './plans.ts';
export * from './purchase.ts';
export * from './qrCountdown.ts';
export * from './paymentResult.ts';
export * from './expiry.ts';
