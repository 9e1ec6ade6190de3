import { mayDo } from '@coinsight/domain/admin';
import { adminMe, type ResponseOf } from '@coinsight/domain/api';
import {
  AdminDashboardLayout,
  adminSections,
  LogoutCountdown,
  sectionsHiddenFrom,
  type AdminSection,
} from '@coinsight/ui';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { call } from '../../api/client.ts';
import { adminLoginPath } from '../../router/adminGuard.ts';
import { lazyPage } from '../../router/lazyPage.ts';
import { PageBoundary, PageLoading } from '../../router/PageFallback.tsx';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { sectionFromSearch } from './dashboardSection.ts';
import { logOutAdmin } from './refundDesk.ts';
import { AdminsSection } from './AdminsSection.tsx';
import { AuditSection } from './AuditSection.tsx';
import { ChartsSection } from './ChartsSection.tsx';
import { HomeSection } from './HomeSection.tsx';
import { RefundDesk } from './RefundDesk.tsx';
import { TotpPanel } from './TotpPanel.tsx';
import { UsersSection } from './UsersSection.tsx';
import * as styles from './DashboardPage.css.ts';

/**
 * 文档 holds the rich-text editor (TipTap, most of the dashboard's weight: issue 18), so it comes in
 * its own chunk when the section is first opened, not with the dashboard.
 */
const DocumentsSection = lazyPage(() =>
  import('./documents/DocumentsSection.tsx').then((m) => m.DocumentsSection),
);

/** The admin backend (/dashboard); only reachable with the admin marker (see AdminGuard). */
export function DashboardPage() {
  const store = useSiteStore();
  const [, navigate] = useLocation();
  const search = useSearch();
  // `?section=` opens one section (/picupdate leads to 图表); the dashboard opens on 首页 otherwise.
  const [section, setSection] = useState<AdminSection>(
    () => sectionFromSearch(search, adminSections) ?? 'home',
  );
  const [me, setMe] = useState<ResponseOf<typeof adminMe> | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);

  // The role decides what the menu offers; the server refuses the rest whatever the menu shows.
  useEffect(() => {
    const controller = new AbortController();
    call(adminMe, { signal: controller.signal }).then(setMe, (error: unknown) => {
      if (!controller.signal.aborted) console.warn('admin/me failed', error);
    });
    return () => controller.abort();
  }, []);
  const may = (permission: Parameters<typeof mayDo>[1]) =>
    me !== null && me.permissions.includes(permission);
  // Hidden once the role is known not to allow them; until then the menu is whole.
  const hidden = me === null ? [] : sectionsHiddenFrom(me.permissions);

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
      hiddenSections={hidden}
      adminLabel={me ? `${me.username}（${me.role_label}）` : null}
      content={{
        home: <HomeSection showOutbox={may('outbox.read')} />,
        users: <UsersSection canChange={may('members.write')} />,
        refunds: <RefundDesk />,
        charts: <ChartsSection />,
        audit: <AuditSection />,
        admins: me ? <AdminsSection meId={me.id} /> : null,
        security: <TotpPanel />,
        documents: (
          <PageBoundary>
            <Suspense fallback={<PageLoading />}>
              <DocumentsSection />
            </Suspense>
          </PageBoundary>
        ),
      }}
      onLogout={() => void logOut()}
      loggingOut={loggingOut}
      logoutError={logoutError}
    />
  );
}
