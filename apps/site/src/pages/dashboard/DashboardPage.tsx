import { AdminDashboardLayout, LogoutCountdown, type AdminSection } from '@coinsight/ui';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { adminLoginPath } from '../../router/adminGuard.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { logOutAdmin } from './refundDesk.ts';
import { DocumentsSection } from './documents/DocumentsSection.tsx';
import { OutboxPanel } from './OutboxPanel.tsx';
import { RefundDesk } from './RefundDesk.tsx';
import { TotpPanel } from './TotpPanel.tsx';
import * as styles from './DashboardPage.css.ts';

/** The admin backend (/dashboard); only reachable with the admin marker (see AdminGuard). */
export function DashboardPage() {
  const store = useSiteStore();
  const [, navigate] = useLocation();
  const [section, setSection] = useState<AdminSection>('refunds');
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);

  const toAdminLogin = useCallback(() => {
    store.actions.setAdmin(false);
    navigate(adminLoginPath);
  }, [store, navigate]);

  const logOut = async () => {
    setLoggingOut(true);
    setLogoutError(null);
    try {
      await logOutAdmin(call);
      setLoggedOut(true);
    } catch (error) {
      setLogoutError(error instanceof Error ? error.message : String(error));
    } finally {
      setLoggingOut(false);
    }
  };

  // Spec 2 §4: a successful logout counts down 3 seconds, then the admin login page. The marker
  // stays until then, so the guard does not cut the countdown short.
  if (loggedOut) {
    return (
      <main className={styles.root}>
        <LogoutCountdown onDone={toAdminLogin} />
      </main>
    );
  }

  return (
    <AdminDashboardLayout
      section={section}
      onSectionChange={setSection}
      content={{
        home: <OutboxPanel />,
        refunds: <RefundDesk />,
        security: <TotpPanel />,
        documents: <DocumentsSection />,
      }}
      onLogout={() => void logOut()}
      loggingOut={loggingOut}
      logoutError={logoutError}
    />
  );
}
