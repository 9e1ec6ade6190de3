export * from './loadingProgress.ts';
