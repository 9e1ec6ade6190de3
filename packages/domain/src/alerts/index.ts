export * from './rule.ts';
export * from './reading.ts';
export * from './crossing.ts';
export * from './describe.ts';
export * from './summary.ts';
