/**
 * Every outside source pinned to its generator. The sources read the network by default (issue 34);
 * the test suite and the benchmarks must never leave the machine, so they start the server with
 * these, and a caller that reads a source sets its variables to a loopback server.
 */
export const offlineSources = {
  MARKET_TICKER: 'demo',
  BTC_HISTORY_SOURCE: 'demo',
  MACRO_SOURCE: 'demo',
  NEWS_SOURCE: 'demo',
  CALENDAR_SOURCE: 'demo',
} as const;
