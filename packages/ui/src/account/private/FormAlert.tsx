import * as styles from './form.css.ts';

export const formAlertTones = ['error', 'success'] as const;
export type FormAlertTone = (typeof formAlertTones)[number];

export interface FormAlertProps {
  /** The message; nothing is shown for null. */
  message: string | null;
  /** Errors are announced at once (role alert), successes politely (role status). @default 'error' */
  tone?: FormAlertTone;
}

/** A form's answer from the server: a refusal or a confirmation, in the product's words. */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  if (message === null) return null;
  return (
    <p
      className={`${styles.alert} ${styles.alertTone[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
    >
      {message}
    </p>
  );
}
