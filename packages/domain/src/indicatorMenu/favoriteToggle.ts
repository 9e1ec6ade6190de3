/** Quick repeated clicks on the favourite star settle into one call, 100 ms after the last click. */
export const favoriteDebounceMs = 100;

/** The call a settled toggle makes: the wanted state against what the server holds. */
export function favoriteCall(wanted: boolean, stored: boolean): 'add' | 'remove' | null {
  if (wanted === stored) return null;
  return wanted ? 'add' : 'remove';
}

/**
 * A debouncer without timers of its own: `press` records the wanted state and returns when the
 * call is due; the caller schedules `settle` for that moment. A later press moves the moment.
 */
export function createFavoriteDebounce(initial: boolean, delayMs = favoriteDebounceMs) {
  let wanted = initial;
  let dueAt = -Infinity;
  return {
    press(now: number): number {
      wanted = !wanted;
      dueAt = now + delayMs;
      return dueAt;
    },
    /** The wanted state once no press came within the delay; null while a press is still settling. */
    settle(now: number): boolean | null {
      return now >= dueAt ? wanted : null;
    },
    get wanted(): boolean {
      return wanted;
    },
    reset(state: boolean): void {
      wanted = state;
      dueAt = -Infinity;
    },
  };
}
