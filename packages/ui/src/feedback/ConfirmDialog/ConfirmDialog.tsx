import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { DialogFrame } from '../../primitives/DialogFrame/DialogFrame.tsx';

export const confirmDialogTones = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Heading of the dialog. */
  title: string;
  /** Body text or content. */
  message: ReactNode;
  /** Label of the confirming button. @default '确定' */
  confirmLabel?: string;
  /** Label of the cancelling button. @default '取消' */
  cancelLabel?: string;
  /** 'danger' colours the confirming button for destructive actions. @default 'default' */
  tone?: ConfirmDialogTone;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called on cancel and on Escape. */
  onCancel: () => void;
}

export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel = '确定',
  cancelLabel = '取消',
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={onCancel}
      role="alertdialog"
      title={title}
      message={message}
      actions={
        <>
          <Button variant="secondary" autoFocus onPress={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
