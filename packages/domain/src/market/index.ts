export * from './catalogue.ts';
export * from './values.ts';
export * from './change.ts';
export * from './impact.ts';
export * from './statistics.ts';
export * from './ranges.ts';
export * from './loading.ts';
export * from './overview.ts';
