import { messages } from '@coinsight/domain/messages';
import { ConfirmDialog } from '@coinsight/ui';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { SiteStore } from '../store/store.ts';

export const offlineNoticeTitle = messages.account.offlineTitle;
export const offlineNoticeMessage = messages.account.offlineBody;

/** Spec 1 §2.7: 取消 closes; 重新登录 goes home and opens the login dialog. */
export function OfflineNotice({ store }: { store: SiteStore }) {
  const { showAlert } = useSnapshot(store.state);
  const [, navigate] = useLocation();
  return (
    <ConfirmDialog
      isOpen={showAlert}
      title={offlineNoticeTitle}
      message={offlineNoticeMessage}
      confirmLabel="重新登录"
      cancelLabel="取消"
      onCancel={store.actions.closeOfflineNotice}
      onConfirm={() => {
        store.actions.closeOfflineNotice();
        navigate('/');
        store.actions.openLogin();
      }}
    />
  );
}
