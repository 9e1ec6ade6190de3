export * from './inviteRewards.ts';
export * from './plans.ts';
export * from './purchase.ts';
export * from './qrCountdown.ts';
export * from './paymentResult.ts';
export * from './expiry.ts';
