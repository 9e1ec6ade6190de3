import { OfflineNotice as OfflineNoticeDialog } from '@coinsight/ui';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { SiteStore } from '../store/store.ts';

/** Spec 1 §2.7: 取消 closes; 重新登录 goes home and opens the login dialog. */
export function OfflineNotice({ store }: { store: SiteStore }) {
  const { showAlert } = useSnapshot(store.state);
  const [, navigate] = useLocation();
  return (
    <OfflineNoticeDialog
      isOpen={showAlert}
      onCancel={store.actions.closeOfflineNotice}
      onRelogin={() => {
        store.actions.closeOfflineNotice();
        navigate('/');
        store.actions.openLogin();
      }}
    />
  );
}
