import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter/PasswordStrengthMeter.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { FormTextField } from '../../primitives/FormTextField/FormTextField.tsx';
import { FormCard } from '../../primitives/FormCard/FormCard.tsx';
import { useFormAnswer } from '../private/useFormAnswer.ts';
import { passwordResetSchema, type PasswordResetValues } from './passwordResetSchema.ts';
import { SubmitButton } from '../../primitives/SubmitButton/SubmitButton.tsx';

export interface PasswordResetFormProps {
  /** password-reset-confirm with the link's uid and token: resolves the server's message, rejects with the text to show. */
  onSubmit: (newPassword: string) => Promise<string>;
  /** Heading of the form. @default '重置密码' */
  title?: string;
}

/** Spec 2 §2.6: the page a mailed reset link opens; a new password, typed twice. */
export function PasswordResetForm({ onSubmit, title = '重置密码' }: PasswordResetFormProps) {
  const { answer, clear, succeed, refuse } = useFormAnswer();
  const { control, handleSubmit, formState } = useForm<PasswordResetValues>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const done = answer?.tone === 'success';

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      succeed(await onSubmit(values.password));
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <FormCard title={title} onSubmit={submit}>
      <FormTextField
        control={control}
        name="password"
        label="新密码"
        type="password"
        autoComplete="new-password"
      />
      <PasswordStrengthMeter password={password} />
      <FormTextField
        control={control}
        name="confirm"
        label="确认密码"
        type="password"
        autoComplete="new-password"
      />
      <Notice message={answer?.text ?? null} tone={answer?.tone} />
      {/* A reset link works once; after success the member goes on to log in. */}
      <SubmitButton isSubmitting={formState.isSubmitting} busyLabel="提交中…" isDisabled={done}>
        确认重置
      </SubmitButton>
    </FormCard>
  );
}
