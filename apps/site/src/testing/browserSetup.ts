// React is told it runs in a test only inside actNow() (see actNow.ts); real browser events outside it are awaited on the page.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
