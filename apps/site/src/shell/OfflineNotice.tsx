import { ConfirmDialog } from '@coinsight/ui';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { SiteStore } from '../store/store.ts';

export const offlineNoticeTitle = '下线通知';
export const offlineNoticeMessage =
  '您的账号已在其他终端登录，当前登录已失效。如非本人操作，请尽快重新登录并修改密码。';

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
