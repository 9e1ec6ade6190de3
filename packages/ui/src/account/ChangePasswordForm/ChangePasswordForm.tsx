import { messages } from '@coinsight/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter/PasswordStrengthMeter.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { FormTextField } from '../../primitives/FormTextField/FormTextField.tsx';
import { FormCard } from '../../primitives/FormCard/FormCard.tsx';
import { useFormAnswer } from '../private/useFormAnswer.ts';
import * as styles from './ChangePasswordForm.css.ts';
import { changePasswordSchema, type ChangePasswordValues } from './changePasswordSchemas.ts';
import { RecoveryEmailForm } from './private/RecoveryEmailForm.tsx';
import { SubmitButton } from '../../primitives/SubmitButton/SubmitButton.tsx';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

export interface ChangePasswordFormProps {
  /** change-password: resolves the server's message (or nothing for the usual one), rejects with the text to show, e.g. 原密码错误. */
  onSubmit: (change: PasswordChange) => Promise<string | void>;
  /** The recovery e-mail on file, or null when none is set. */
  currentEmail: string | null;
  /** recovery-email: saves the address; resolves the server's message (or nothing), rejects with the text to show. */
  onSaveEmail: (email: string) => Promise<string | void>;
}

/** The /toReset page for a logged-in member: change the password, and set the recovery e-mail. */
export function ChangePasswordForm({
  onSubmit,
  currentEmail,
  onSaveEmail,
}: ChangePasswordFormProps) {
  const { answer, clear, succeed, refuse } = useFormAnswer();
  const { control, handleSubmit, formState, reset } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirm: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const submit = handleSubmit(async ({ oldPassword, newPassword: chosen }) => {
    clear();
    try {
      const message = await onSubmit({ oldPassword, newPassword: chosen });
      reset();
      succeed(message || messages.account.passwordChanged);
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <div className={styles.root}>
      <FormCard title="修改密码" onSubmit={submit}>
        <FormTextField
          control={control}
          name="oldPassword"
          label="原密码"
          type="password"
          autoComplete="current-password"
        />
        <FormTextField
          control={control}
          name="newPassword"
          label="新密码"
          type="password"
          autoComplete="new-password"
        />
        <PasswordStrengthMeter password={newPassword} />
        <FormTextField
          control={control}
          name="confirm"
          label="确认新密码"
          type="password"
          autoComplete="new-password"
        />
        <Notice message={answer?.text ?? null} tone={answer?.tone} />
        <SubmitButton isSubmitting={formState.isSubmitting} busyLabel="提交中…">
          修改密码
        </SubmitButton>
      </FormCard>
      <RecoveryEmailForm currentEmail={currentEmail} onSaveEmail={onSaveEmail} />
    </div>
  );
}
