/**
 * Debian's Chromium and the flags this machine needs, for every browser the project starts (story and
 * site tests, the end-to-end run, the benches): never a downloaded browser, and no background
 * networking, which the closed network refuses many times at each start.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumFlags: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
