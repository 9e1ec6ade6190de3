/** Who is looking at an indicator chart (spec 2 §6). */
export const chartAccessLevels = ['visitor', 'member', 'vip'] as const;
export type ChartAccess = (typeof chartAccessLevels)[number];

/** A visitor sees the login lock, a member without VIP the membership prompt, a VIP the chart. */
export function chartAccess(session: { loggedIn: boolean; isVip: boolean }): ChartAccess {
  if (!session.loggedIn) return 'visitor';
  return session.isVip ? 'vip' : 'member';
}

/** Spec 2 §2.1: the favourites group exists in indicator mode only, for logged-in users. */
export function favoritesGroupAvailable(
  mode: 'indicator' | 'knowledge',
  loggedIn: boolean,
): boolean {
  return mode === 'indicator' && loggedIn;
}

/** Spec 2 §2.1 and §9: the touch tip is for windows 768 px wide or less, after 1 s, unless dismissed. */
export const touchTipDelayMs = 1000;
export const touchTipMaxWidth = 768;
export const touchTipStorageKey = 'coinsight.touchTipDismissed';

export function touchTipApplies(windowWidth: number, dismissed: boolean): boolean {
  return !dismissed && windowWidth <= touchTipMaxWidth;
}
