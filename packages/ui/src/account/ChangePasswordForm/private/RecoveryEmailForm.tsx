import { messages } from '@coinsight/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Notice } from '../../../primitives/Notice/Notice.tsx';
import { FormTextField } from '../../../primitives/FormTextField/FormTextField.tsx';
import { FormCard } from '../../../primitives/FormCard/FormCard.tsx';
import { useFormAnswer } from '../../private/useFormAnswer.ts';
import * as styles from '../ChangePasswordForm.css.ts';
import { recoveryEmailSchema, type RecoveryEmailValues } from '../changePasswordSchemas.ts';
import { SubmitButton } from '../../../primitives/SubmitButton/SubmitButton.tsx';

export interface RecoveryEmailFormProps {
  /** The address on file, or null when none is set. */
  currentEmail: string | null;
  /** Saves the address; resolves the server's message, rejects with the text to show. */
  onSaveEmail: (email: string) => Promise<string | void>;
}

/** The recovery e-mail that password recovery mails its link to. */
export function RecoveryEmailForm({ currentEmail, onSaveEmail }: RecoveryEmailFormProps) {
  const { answer, clear, succeed, refuse } = useFormAnswer();
  const { control, handleSubmit, formState } = useForm<RecoveryEmailValues>({
    resolver: zodResolver(recoveryEmailSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    clear();
    try {
      succeed((await onSaveEmail(email)) || messages.account.emailSaved);
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <FormCard title="找回邮箱" onSubmit={submit}>
      <p className={styles.currentEmail}>
        {currentEmail === null ? (
          messages.account.emailNotSet
        ) : (
          <>
            当前找回邮箱：<span className={styles.emailValue}>{currentEmail}</span>
          </>
        )}
      </p>
      <FormTextField
        control={control}
        name="email"
        label={currentEmail === null ? '邮箱' : '新邮箱'}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <Notice message={answer?.text ?? null} tone={answer?.tone} />
      <SubmitButton isSubmitting={formState.isSubmitting} busyLabel="保存中…" variant="secondary">
        保存邮箱
      </SubmitButton>
    </FormCard>
  );
}
