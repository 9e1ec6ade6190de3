// The domain's areas, each also importable as `@coinsight/domain/<area>`.
export * as api from './api/index.ts';
export * as realtime from './realtime.ts';
export * as messages from './messages/index.ts';
