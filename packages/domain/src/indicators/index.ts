export * from './btcDay.ts';
export * from './stockToFlow.ts';
export * from './rainbow.ts';
export * from './nupl.ts';
export * from './whale.ts';
export * from './figures.ts';
export * from './demo.ts';
