import { logout } from '@coinsight/domain/api';
import type { Call } from '../api/client.ts';
import type { SiteActions } from '../store/store.ts';

/**
 * Spec 1 §4: on logout the user data is cleared and the site returns to /. The local state is
 * cleared even when the server call fails: the member asked to leave.
 */
export async function logOut(
  call: Call,
  actions: Pick<SiteActions, 'clearUser'>,
  navigate: (to: string) => void,
  log: (message: string, error: unknown) => void = (message, error) => console.warn(message, error),
): Promise<void> {
  try {
    await call(logout);
  } catch (error) {
    log('logout call failed; clearing the local session anyway', error);
  }
  actions.clearUser();
  navigate('/');
}
