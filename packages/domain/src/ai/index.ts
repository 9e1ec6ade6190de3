// Pure rules of the AI assistant: quotas, history, the stream format, the Markdown export, the offline analyst's text.
export * from './quota.ts';
export * from './history.ts';
export * from './sse.ts';
export * from './markdown.ts';
export * from './offline.ts';
export * from './assistantNumbers.ts';
export * from './assistantBacktest.ts';
export * from './assistantQuestion.ts';
