import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { DialogFrame } from '../../primitives/DialogFrame/DialogFrame.tsx';

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
    <DialogFrame
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      title={title}
      message={message}
      actions={
        <Button autoFocus onPress={onClose}>
          {confirmLabel}
        </Button>
      }
    />
  );
}
