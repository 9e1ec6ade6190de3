export * from './countries.ts';
export * from './stars.ts';
export * from './indicators.ts';
export * from './figures.ts';
export * from './fred.ts';
export * from './days.ts';
