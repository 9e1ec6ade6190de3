import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { HomePage } from '../home/HomePage.tsx';

/**
 * /register: the spec navigates here but shows no screen of its own, so it is the home page with
 * the login dialog opened in 注册 mode (a member already logged in just sees home).
 */
export function RegisterPage() {
  const store = useSiteStore();
  const { username } = useSnapshot(store.state);
  useEffect(() => {
    if (!username) store.actions.openLogin({ register: true });
  }, [store, username]);
  return <HomePage />;
}
