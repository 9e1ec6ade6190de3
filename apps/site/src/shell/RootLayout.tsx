import type { ReactNode } from 'react';
import { chatLauncherGutter, Footer, Navbar } from '@coinsight/ui';
import { useLocation } from 'wouter';
import { call } from '../api/client.ts';
import { ChatHost } from '../chat/ChatHost.tsx';
import { showsFooter } from '../routes.ts';
import { logOut } from '../session/logOut.ts';
import type { SiteStore } from '../store/store.ts';
import * as styles from './RootLayout.css.ts';
import { useSiteState } from '../store/useSiteState.ts';

export interface RootLayoutProps {
  store: SiteStore;
  children: ReactNode;
}

/** Spec 1 §2.2: navbar, the page, and the footer (hidden on /toVip and /toPay). */
export function RootLayout({ store, children }: RootLayoutProps) {
  const { username, isMobile, sessionEpoch } = useSiteState(store);
  const [location, navigate] = useLocation();
  return (
    // On a wide screen the minimized chat icon's gutter is kept free: no page passes under it.
    <div className={`${styles.root} ${chatLauncherGutter}`}>
      <Navbar
        username={username}
        isMobile={isMobile}
        currentPath={location}
        onLoginClick={() => store.actions.openLogin()}
        onLogoutClick={() => void logOut(call, store.actions, navigate)}
      />
      {/* Keyed on the session: a login or logout mounts the page afresh, so it fetches for the new member. */}
      <main key={sessionEpoch} className={styles.main}>
        {children}
      </main>
      {showsFooter(location) && <Footer />}
      <ChatHost store={store} />
    </div>
  );
}
