import { messages } from '@coinsight/domain/messages';
import { Dialog, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import * as dialogStyles from '../../feedback/dialog.css.ts';
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
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Modal className={dialogStyles.modal}>
        <Dialog role="alertdialog" className={dialogStyles.dialog}>
          <Heading slot="title" className={dialogStyles.title}>
            {messages.account.offlineTitle}
          </Heading>
          <p className={dialogStyles.message}>{messages.account.offlineBody}</p>
          <Link className={styles.link} href={resetHref}>
            {messages.account.offlineResetLink}
          </Link>
          <div className={`${dialogStyles.actions} ${styles.actions}`}>
            <Button variant="secondary" autoFocus onPress={onCancel}>
              取消
            </Button>
            <Button onPress={onRelogin}>重新登录</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
