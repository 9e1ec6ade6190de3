import { expect, onTestFinished, vi } from 'vitest';
import { ApiError } from '../api/ApiError.ts';

/**
 * The site only logs a failure it recovers from (console.warn). A test that drives one reads the
 * log from this spy, so it can assert it and the run's output stays quiet; restored when the test ends.
 */
export function watchWarnings() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  onTestFinished(() => warn.mockRestore());
  return warn;
}

/** The ApiError a failed call logs, by its HTTP status (0: no answer) and Chinese message. */
export const loggedApiError = (status: number, message: string) =>
  expect.objectContaining({ constructor: ApiError, status, message });
