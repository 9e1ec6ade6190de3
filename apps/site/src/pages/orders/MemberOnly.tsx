import { messages } from '@coinsight/domain/messages';
import { Button } from '@coinsight/ui';
import type { ReactNode } from 'react';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './OrderPages.css.ts';
import { useSiteState } from '../../store/useSiteState.ts';

/** Orders need a logged-in member; a visitor gets a prompt and the login dialog from it. */
export function MemberOnly({ children }: { children: (username: string) => ReactNode }) {
  const store = useSiteStore();
  const { username } = useSiteState(store);
  if (username === null) {
    return (
      <section className={styles.prompt} aria-label="需要登录">
        <p>{messages.orders.loginToViewOrders}</p>
        <Button onPress={() => store.actions.openLogin()}>登录/注册</Button>
      </section>
    );
  }
  return <>{children(username)}</>;
}
