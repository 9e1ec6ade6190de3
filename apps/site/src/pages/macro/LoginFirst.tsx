import { Button } from '@coinsight/ui';
import type { ReactNode } from 'react';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './MacroPages.css.ts';
import { useSiteState } from '../../store/useSiteState.ts';

/**
 * fred-data is for logged-in users (the contract's role): a visitor sees a prompt that opens the login
 * dialog instead of a page of failed calls.
 */
export function LoginFirst({ children }: { children: ReactNode }) {
  const store = useSiteStore();
  const { username } = useSiteState(store);
  if (username !== null) return children;
  return (
    <section className={styles.prompt} aria-label="需要登录">
      <p>登录后即可查看金融数据</p>
      <Button onPress={() => store.actions.openLogin()}>登录/注册</Button>
    </section>
  );
}
