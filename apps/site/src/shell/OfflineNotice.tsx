import { useState } from 'react';
import { useLocation } from 'wouter';
import { lazyPage } from '../router/lazyPage.ts';
import { DialogBoundary } from '../router/PageFallback.tsx';
import type { SiteStore } from '../store/store.ts';
import { useSiteState } from '../store/useSiteState.ts';

// Loaded the first time the notice shows (a forced logout), not with every page.
const OfflineNoticeDialog = lazyPage(() => import('./dialogs.ts').then((m) => m.OfflineNotice));

/** Spec 1 §2.7: 取消 closes; 重新登录 goes home and opens the login dialog. */
export function OfflineNotice({ store }: { store: SiteStore }) {
  const { showAlert } = useSiteState(store);
  const [, navigate] = useLocation();
  const [shown, setShown] = useState(showAlert);
  if (showAlert && !shown) setShown(true);
  if (!shown) return null;
  return (
    <DialogBoundary
      onGiveUp={() => {
        store.actions.closeOfflineNotice();
        setShown(false);
      }}
    >
      <OfflineNoticeDialog
        isOpen={showAlert}
        onCancel={store.actions.closeOfflineNotice}
        onRelogin={() => {
          store.actions.closeOfflineNotice();
          navigate('/');
          store.actions.openLogin();
        }}
      />
    </DialogBoundary>
  );
}
