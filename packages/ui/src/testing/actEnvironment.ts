// Component tests that render with react-dom and drive time with act() import this first: React
// only flushes act() quietly when told it runs in a test environment (each test file has its own
// page in browser mode, so stories are unaffected).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
