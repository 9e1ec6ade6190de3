import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { FormTextField } from '../../primitives/FormTextField/FormTextField.tsx';
import { FormCard } from '../../primitives/FormCard/FormCard.tsx';
import { useFormAnswer } from '../private/useFormAnswer.ts';
import { passwordRecoverySchema, type PasswordRecoveryValues } from './passwordRecoverySchema.ts';
import { SubmitButton } from '../../primitives/SubmitButton/SubmitButton.tsx';

export interface PasswordRecoveryFormProps {
  /** password-reset: resolves the server's message (shown as sent), rejects with the text to show. */
  onSubmit: (request: PasswordRecoveryValues) => Promise<string>;
  /** Heading of the form. @default '找回密码' */
  title?: string;
}

/** Spec 2 §2.6: account and e-mail; the server mails a reset link. */
export function PasswordRecoveryForm({ onSubmit, title = '找回密码' }: PasswordRecoveryFormProps) {
  const { answer, clear, succeed, refuse } = useFormAnswer();
  const { control, handleSubmit, formState } = useForm<PasswordRecoveryValues>({
    resolver: zodResolver(passwordRecoverySchema),
    defaultValues: { username: '', email: '' },
  });

  const submit = handleSubmit(async (request) => {
    clear();
    try {
      succeed(await onSubmit(request));
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <FormCard title={title} onSubmit={submit}>
      <FormTextField
        control={control}
        name="username"
        label="账号"
        type="tel"
        inputMode="tel"
        autoComplete="username"
        description="注册时使用的手机号"
      />
      <FormTextField
        control={control}
        name="email"
        label="邮箱"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <Notice message={answer?.text ?? null} tone={answer?.tone} />
      <SubmitButton isSubmitting={formState.isSubmitting} busyLabel="发送中…">
        发送重置链接
      </SubmitButton>
    </FormCard>
  );
}
