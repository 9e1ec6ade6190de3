import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './DialogFrame.css.ts';

export const dialogFrameRoles = ['dialog', 'alertdialog'] as const;
export type DialogFrameRole = (typeof dialogFrameRoles)[number];

export interface DialogFrameProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called on Escape; a click beside the dialog never closes it. */
  onClose: () => void;
  /** 'alertdialog' for a message that needs an answer. @default 'dialog' */
  role?: DialogFrameRole;
  /** The heading that names the dialog; without it the content renders its own `Heading slot="title"`. */
  title?: ReactNode;
  /** Body text under the heading. */
  message?: ReactNode;
  /** The row of buttons at the end. */
  actions?: ReactNode;
  /** Extra class on the button row. */
  actionsClassName?: string;
  /** Extra class on the window, e.g. a taller one. */
  modalClassName?: string;
  /** Content between the message and the buttons. */
  children?: ReactNode;
}

/** The modal window every dialog uses: overlay, window, dialog, heading, message, buttons. */
export function DialogFrame({
  isOpen,
  onClose,
  role = 'dialog',
  title,
  message,
  actions,
  actionsClassName,
  modalClassName,
  children,
}: DialogFrameProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={modalClassName ? `${styles.modal} ${modalClassName}` : styles.modal}>
        <Dialog role={role} className={styles.dialog}>
          {title === undefined ? null : (
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
          )}
          {message === undefined ? null : <div className={styles.message}>{message}</div>}
          {children}
          {actions === undefined ? null : (
            <div
              className={
                actionsClassName ? `${styles.actions} ${actionsClassName}` : styles.actions
              }
            >
              {actions}
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
