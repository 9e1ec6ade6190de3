export * from './state.ts';
export * from './content.ts';
