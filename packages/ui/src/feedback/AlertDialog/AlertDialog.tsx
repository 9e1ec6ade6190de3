import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from '../dialog.css.ts';

export interface AlertDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Heading of the dialog. */
  title: string;
  /** Body text or content. */
  message: ReactNode;
  /** Label of the only button. @default '确定' */
  confirmLabel?: string;
  /** Called on the button, on Escape, and when dismissed. */
  onClose: () => void;
}

export function AlertDialog({
  isOpen,
  title,
  message,
  confirmLabel = '确定',
  onClose,
}: AlertDialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <div className={styles.message}>{message}</div>
          <div className={styles.actions}>
            <Button autoFocus onPress={onClose}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
