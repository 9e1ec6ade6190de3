import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Notice } from '../../../primitives/Notice/Notice.tsx';
import { FormTextField } from '../../../primitives/FormTextField/FormTextField.tsx';
import * as styles from '../LoginDialog.css.ts';
import { refusalText } from '../../../primitives/Notice/refusalText.ts';
import { phoneStepSchema, type PhoneStepValues } from '../loginDialogSchemas.ts';
import { SubmitButton } from '../../../primitives/SubmitButton/SubmitButton.tsx';

export interface PhoneStepProps {
  /** The number to start from (after 返回, the one checked before). */
  phone: string;
  /** The server's phone check. */
  onCheckPhone: (phone: string) => Promise<{ registered: boolean }>;
  /** Called with the checked number and the server's answer. */
  onChecked: (phone: string, registered: boolean) => void;
}

/** 登录&注册: the phone number first; the server's answer decides 登录 or 注册. */
export function PhoneStep({ phone, onCheckPhone, onChecked }: PhoneStepProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<PhoneStepValues>({
    resolver: zodResolver(phoneStepSchema),
    defaultValues: { username: phone },
  });

  const submit = handleSubmit(async ({ username }) => {
    setRefusal(null);
    try {
      const { registered } = await onCheckPhone(username);
      onChecked(username, registered);
    } catch (error) {
      setRefusal(refusalText(error));
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
        autoComplete="tel-national"
        autoFocus
      />
      <Notice message={refusal} />
      <SubmitButton isSubmitting={formState.isSubmitting} busyLabel="查询中…">
        下一步
      </SubmitButton>
    </form>
  );
}
