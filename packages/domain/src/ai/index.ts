// Pure rules of the AI assistant: quotas, history, the stream format, the Markdown export, the assistant's questions, facts and offline answers.
export * from './quota.ts';
export * from './history.ts';
export * from './sse.ts';
export * from './markdown.ts';
export * from './assistantNumbers.ts';
export * from './assistantBacktest.ts';
export * from './assistantQuestion.ts';
export * from './assistantFacts.ts';
export * from './assistantAnswer.ts';
