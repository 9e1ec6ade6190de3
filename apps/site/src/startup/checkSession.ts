import { checkVip, getUsername } from '@coinsight/domain/api';
import type { Call } from '../api/client.ts';
import type { SiteActions } from '../store/store.ts';

/**
 * Spec 1 §4: on start the site asks for the user name, then the VIP status. A visitor (empty name)
 * or any failure leaves the user logged out; failures are only logged (spec 1 §8).
 */
export async function checkSession(
  call: Call,
  actions: Pick<SiteActions, 'setUser' | 'clearUser'>,
  log: (message: string, error: unknown) => void = (message, error) => console.warn(message, error),
): Promise<boolean> {
  try {
    const who = await call(getUsername);
    if (!who.username) {
      actions.clearUser();
      return false;
    }
    const vip = await call(checkVip);
    actions.setUser({ username: who.username, code: who.code, ...vip });
    return true;
  } catch (error) {
    log('start-up check failed: treating the user as logged out', error);
    actions.clearUser();
    return false;
  }
}
