import { loginAdmin } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { AdminLoginForm } from '@coinsight/ui';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './AdminLoginPage.css.ts';

/** /admin: the separate admin login; success sets the admin marker and opens /dashboard. */
export function AdminLoginPage() {
  const store = useSiteStore();
  const { windowId } = useSnapshot(store.state);
  const [, navigate] = useLocation();
  return (
    <main className={styles.root}>
      <AdminLoginForm
        onSubmit={async ({ username, password }) => {
          const answer = await call(loginAdmin, { body: { username, password, windowId } });
          if (answer.state !== 'success')
            throw new Error(answer.message || messages.admin.loginFailed);
          store.actions.setAdmin(true);
          navigate('/dashboard');
        }}
      />
    </main>
  );
}
