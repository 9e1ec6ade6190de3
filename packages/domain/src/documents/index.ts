export * from './state.ts';
export * from './content.ts';
export * from './draft.ts';
