import { messages } from '@coinsight/domain/messages';
import { Link } from 'react-aria-components';
import { DialogFrame } from '../../primitives/DialogFrame/DialogFrame.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './OfflineNotice.css.ts';

export interface OfflineNoticeProps {
  /** Whether the notice is shown (after force_logout). */
  isOpen: boolean;
  /** 取消 and Escape: close the notice. */
  onCancel: () => void;
  /** 重新登录: the site goes home and opens the login dialog. */
  onRelogin: () => void;
  /** Where the 修改密码或冻结账号 link goes. @default '/toReset' */
  resetHref?: string;
}

/** Spec 1 §2.7: this account was logged in on another terminal. */
export function OfflineNotice({
  isOpen,
  onCancel,
  onRelogin,
  resetHref = '/toReset',
}: OfflineNoticeProps) {
  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={onCancel}
      role="alertdialog"
      title={messages.account.offlineTitle}
      message={messages.account.offlineBody}
      actionsClassName={styles.actions}
      actions={
        <>
          <Button variant="secondary" autoFocus onPress={onCancel}>
            取消
          </Button>
          <Button onPress={onRelogin}>重新登录</Button>
        </>
      }
    >
      <Link className={styles.link} href={resetHref}>
        {messages.account.offlineResetLink}
      </Link>
    </DialogFrame>
  );
}
