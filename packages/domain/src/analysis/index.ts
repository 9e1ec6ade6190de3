export * from './readings.ts';
export * from './abnormal.ts';
export * from './news.ts';
export * from './texts.ts';
export * from './compose.ts';
export * from './prompt.ts';
export * from './menu.ts';
