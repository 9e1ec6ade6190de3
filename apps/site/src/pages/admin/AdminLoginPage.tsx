import { loginAdmin } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { AdminLoginForm, AdminTotpStep, type AdminLoginValues } from '@coinsight/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './AdminLoginPage.css.ts';
import { useSiteState } from '../../store/useSiteState.ts';

/**
 * /admin: the separate admin login; success sets the admin marker and opens /dashboard. An admin
 * with two-step verification is asked for the code once the password is right.
 */
export function AdminLoginPage() {
  const store = useSiteStore();
  const { windowId } = useSiteState(store);
  const [, navigate] = useLocation();
  const [awaitingCode, setAwaitingCode] = useState<AdminLoginValues | null>(null);

  const logIn = async (credentials: AdminLoginValues, code?: string) => {
    const answer = await call(loginAdmin, {
      body: { ...credentials, windowId, ...(code === undefined ? {} : { code }) },
    });
    if (answer.state === 'totp_required') {
      setAwaitingCode(credentials);
      return;
    }
    if (answer.state !== 'success') throw new Error(answer.message || messages.admin.loginFailed);
    store.actions.setAdmin(true);
    navigate('/dashboard');
  };

  return (
    <main className={styles.root}>
      {awaitingCode ? (
        <AdminTotpStep
          username={awaitingCode.username}
          onSubmit={(code) => logIn(awaitingCode, code)}
          onBack={() => setAwaitingCode(null)}
        />
      ) : (
        <AdminLoginForm onSubmit={(credentials) => logIn(credentials)} />
      )}
    </main>
  );
}
