import { messages } from '@coinsight/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Notice } from '../../../primitives/Notice/Notice.tsx';
import { FormTextField } from '../../../primitives/FormTextField/FormTextField.tsx';
import * as styles from '../LoginDialog.css.ts';
import { refusalText } from '../../../primitives/Notice/refusalText.ts';
import { loginStepSchema, type LoginStepValues } from '../loginDialogSchemas.ts';
import { SubmitButton } from '../../../primitives/SubmitButton/SubmitButton.tsx';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginStepProps {
  /** The phone number to fill in. */
  phone: string;
  /** The server checked this number, so it is shown read-only (返回 changes it). */
  phoneLocked: boolean;
  /** A confirmation to show first, e.g. after registering. */
  notice: string | null;
  /** Logs in; rejects with the text to show. */
  onLogin: (credentials: LoginCredentials) => Promise<void>;
}

/** 登录: the password for a registered phone. */
export function LoginStep({ phone, phoneLocked, notice, onLogin }: LoginStepProps) {
  const [answer, setAnswer] = useState<{ text: string; tone: 'error' | 'success' } | null>(
    notice === null ? null : { text: notice, tone: 'success' },
  );
  const { control, handleSubmit, formState } = useForm<LoginStepValues>({
    resolver: zodResolver(loginStepSchema),
    defaultValues: { username: phone, password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    setAnswer(null);
    try {
      await onLogin(credentials);
      setAnswer({ text: messages.account.loginSucceeded, tone: 'success' });
    } catch (error) {
      setAnswer({ text: refusalText(error, messages.account.loginFailed), tone: 'error' });
    }
  });

  return (
    <form className={styles.stepForm} onSubmit={submit} noValidate>
      <FormTextField
        control={control}
        name="username"
        label="手机号"
        type="tel"
        inputMode="tel"
        autoComplete="username"
        isReadOnly={phoneLocked}
      />
      <FormTextField
        control={control}
        name="password"
        label="密码"
        type="password"
        autoComplete="current-password"
        autoFocus
      />
      <Notice message={answer?.text ?? null} tone={answer?.tone} />
      <SubmitButton isSubmitting={formState.isSubmitting} busyLabel="登录中…">
        登录
      </SubmitButton>
    </form>
  );
}
