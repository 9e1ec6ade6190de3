export * from './calendar.ts';
export * from './carousel.ts';
export * from './loadMore.ts';
export * from './newsTypes.ts';
