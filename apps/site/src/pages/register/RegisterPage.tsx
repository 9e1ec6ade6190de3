import { useEffect } from 'react';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { HomePage } from '../home/HomePage.tsx';
import { useSiteState } from '../../store/useSiteState.ts';

/**
 * /register: the spec navigates here but shows no screen of its own, so it is the home page with
 * the login dialog opened in 注册 mode. A member turns out to be logged in only once the start-up
 * check answers, so the dialog it opened for a visitor closes again then.
 */
export function RegisterPage() {
  const store = useSiteStore();
  const { username } = useSiteState(store);
  useEffect(() => {
    if (!username) {
      store.actions.openLogin({ register: true });
    } else if (store.state.loginOpensForRegister) {
      store.actions.closeLogin();
    }
  }, [store, username]);
  return <HomePage />;
}
