export * from './days.ts';
export * from './rows.ts';
export * from './history.ts';
