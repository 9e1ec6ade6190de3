import { messages } from '@coinsight/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { FormTextField } from '../../primitives/FormTextField/FormTextField.tsx';
import { FormCard } from '../../primitives/FormCard/FormCard.tsx';
import { useFormAnswer } from '../private/useFormAnswer.ts';
import { adminLoginSchema, type AdminLoginValues } from './adminLoginSchema.ts';
import { SubmitButton } from '../../primitives/SubmitButton/SubmitButton.tsx';

export interface AdminLoginFormProps {
  /** loginadmin: resolves once logged in (the site sets the admin marker and opens /dashboard), rejects on failure. */
  onSubmit: (credentials: AdminLoginValues) => Promise<void>;
  /** Heading of the form. @default '管理员登录' */
  title?: string;
}

/** Spec 2: the admin backend's own login, apart from members. */
export function AdminLoginForm({ onSubmit, title = '管理员登录' }: AdminLoginFormProps) {
  const { answer, clear, refuse } = useFormAnswer();
  const { control, handleSubmit, formState } = useForm<AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    clear();
    try {
      await onSubmit(credentials);
    } catch (error) {
      refuse(error, messages.admin.loginFailed);
    }
  });

  return (
    <FormCard title={title} onSubmit={submit}>
      <FormTextField control={control} name="username" label="账号" autoComplete="username" />
      <FormTextField
        control={control}
        name="password"
        label="密码"
        type="password"
        autoComplete="current-password"
      />
      <Notice message={answer?.text ?? null} tone={answer?.tone} />
      <SubmitButton isSubmitting={formState.isSubmitting} busyLabel="登录中…">
        登录
      </SubmitButton>
    </FormCard>
  );
}
