/** Spec: after a close or an error the socket retries 5 seconds later, at most 5 times. */
export interface ReconnectPolicy {
  delayMs: number;
  maxAttempts: number;
}

export const reconnectPolicy: ReconnectPolicy = { delayMs: 5000, maxAttempts: 5 };

/**
 * The wait before the next try, given how many retries already followed the last good connection,
 * or null once the tries are used up.
 */
export function nextRetryDelay(
  retriesSoFar: number,
  policy: ReconnectPolicy = reconnectPolicy,
): number | null {
  return retriesSoFar < policy.maxAttempts ? policy.delayMs : null;
}
