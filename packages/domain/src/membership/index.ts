export * from './inviteRewards.ts';
