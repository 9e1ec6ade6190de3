export * from './impact.ts';
export * from './topics.ts';
export * from './stepBack.ts';
export * from './paging.ts';
export * from './searchTerms.ts';
export * from './classify.ts';
export * from './related.ts';
