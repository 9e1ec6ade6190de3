import { messages } from '@coinsight/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button/Button.tsx';
import { FormCard } from '../../primitives/FormCard/FormCard.tsx';
import { FormTextField } from '../../primitives/FormTextField/FormTextField.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { refusalText } from '../../primitives/Notice/refusalText.ts';
import { SubmitButton } from '../../primitives/SubmitButton/SubmitButton.tsx';
import { adminTotpSchema, type AdminTotpValues } from './adminTotpSchema.ts';
import * as styles from './AdminTotpStep.css.ts';

export const adminTotpStepTexts = {
  title: '两步验证',
  field: '动态码或恢复码',
  submit: '验证',
  busy: '验证中…',
  back: '返回，换个账号登录',
} as const;

export interface AdminTotpStepProps {
  /** The admin whose password was right. */
  username: string;
  /** loginadmin again with the code: resolves once logged in, rejects with the reason. */
  onSubmit: (code: string) => Promise<void>;
  /** Back to the name and password. */
  onBack: () => void;
}

/**
 * The admin login's second step, shown when the server answers totp_required: the 6-digit code from
 * the admin's authenticator app, or one of the recovery codes, each usable once.
 */
export function AdminTotpStep({ username, onSubmit, onBack }: AdminTotpStepProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<AdminTotpValues>({
    resolver: zodResolver(adminTotpSchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    setRefusal(null);
    try {
      await onSubmit(code);
    } catch (error) {
      setRefusal(refusalText(error, messages.admin.totpWrong));
    }
  });

  return (
    <FormCard title={adminTotpStepTexts.title} onSubmit={submit}>
      <p className={styles.hint}>
        账号 <strong className={styles.name}>{username}</strong>{' '}
        已开启两步验证：请输入身份验证器中的 6
        位动态码；手机不在身边时，可输入一个恢复码（每个只能用一次）。
      </p>
      <FormTextField
        control={control}
        name="code"
        label={adminTotpStepTexts.field}
        autoComplete="one-time-code"
        autoFocus
      />
      <Notice message={refusal} />
      <SubmitButton isSubmitting={formState.isSubmitting} busyLabel={adminTotpStepTexts.busy}>
        {adminTotpStepTexts.submit}
      </SubmitButton>
      <Button variant="secondary" onPress={onBack}>
        {adminTotpStepTexts.back}
      </Button>
    </FormCard>
  );
}
