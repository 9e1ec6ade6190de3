import { act } from 'react';

const reactEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Runs `work` inside React's act(), declaring the test environment only for that span. Updates
 * that real browser events cause afterwards (userEvent clicks, sockets) are React's ordinary
 * asynchronous work, which the tests await on the page, and must not be reported as unwrapped.
 */
export function actNow(work: () => void): void {
  reactEnv.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    act(work);
  } finally {
    reactEnv.IS_REACT_ACT_ENVIRONMENT = false;
  }
}
