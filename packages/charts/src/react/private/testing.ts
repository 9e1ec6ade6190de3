// Component tests drive React with act(); React only runs act() quietly when told it is in a test
// environment (each test file has its own page in browser mode, so stories are unaffected). The same
// switch as packages/ui/src/testing/actEnvironment.ts, which charts cannot import (ui depends on charts).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export { pointerEventAt } from './pointer.ts';
