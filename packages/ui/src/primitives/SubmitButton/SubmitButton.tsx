import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import * as styles from './SubmitButton.css.ts';

export interface SubmitButtonProps {
  /** The form is being sent: the button is disabled and shows `busyLabel`. */
  isSubmitting: boolean;
  /** What the button says while the form is being sent, e.g. 登录中…. */
  busyLabel: string;
  /** What the button says otherwise. */
  children: ReactNode;
  /** Disabled for another reason too (a spent reset link). @default false */
  isDisabled?: boolean;
  /** @default 'primary' */
  variant?: ButtonVariant;
}

/** The submit button a form ends with; it says what is happening while the form is sent. */
export function SubmitButton({
  isSubmitting,
  busyLabel,
  children,
  isDisabled = false,
  variant = 'primary',
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant={variant}
      className={styles.submit}
      isDisabled={isSubmitting || isDisabled}
    >
      {isSubmitting ? busyLabel : children}
    </Button>
  );
}
