import { messages } from '@coinsight/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordStrengthMeter } from '../../PasswordStrengthMeter/PasswordStrengthMeter.tsx';
import { Notice } from '../../../primitives/Notice/Notice.tsx';
import { FormTextField } from '../../../primitives/FormTextField/FormTextField.tsx';
import { refusalText } from '../../../primitives/Notice/refusalText.ts';
import { SliderCaptcha } from '../../SliderCaptcha/SliderCaptcha.tsx';
import * as styles from '../LoginDialog.css.ts';
import { registerStepSchema, type RegisterStepValues } from '../loginDialogSchemas.ts';
import { useCaptchaPass, type CaptchaServer } from '../useCaptchaPass.ts';
import { SubmitButton } from '../../../primitives/SubmitButton/SubmitButton.tsx';

export interface RegistrationInput {
  username: string;
  password: string;
  /** The invite code, or '' for none. */
  code: string;
  /** The pass the server issued for the solved slider. */
  captchaPass: string;
}

export interface RegisterStepProps extends CaptchaServer {
  /** The phone number to fill in. */
  phone: string;
  /** The server checked this number, so it is shown read-only (返回 changes it). */
  phoneLocked: boolean;
  /** Registers; rejects with the text to show. */
  onRegister: (registration: RegistrationInput) => Promise<void>;
  /** Called after a successful registration. */
  onRegistered: (phone: string) => void;
}

/** 注册: a strong password, an optional invite code and the slider captcha. */
export function RegisterStep({
  phone,
  phoneLocked,
  onRegister,
  onRegistered,
  onCaptchaChallenge,
  onCaptchaSolved,
}: RegisterStepProps) {
  const captchaLabelId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const captcha = useCaptchaPass({ onCaptchaChallenge, onCaptchaSolved });
  const { control, handleSubmit, formState } = useForm<RegisterStepValues>({
    resolver: zodResolver(registerStepSchema),
    defaultValues: { username: phone, password: '', code: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async ({ username, password, code }) => {
    setRefusal(null);
    if (captcha.pass === null) {
      setRefusal(messages.account.captchaRequired);
      return;
    }
    try {
      await onRegister({ username, password, code, captchaPass: captcha.pass });
      onRegistered(username);
    } catch (error) {
      setRefusal(refusalText(error));
      // The server spends a pass on every attempt, so the slider must be solved again.
      captcha.spend();
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
        autoComplete="new-password"
        autoFocus
      />
      <PasswordStrengthMeter password={password} />
      <FormTextField
        control={control}
        name="code"
        label="邀请码"
        autoComplete="off"
        description={messages.account.inviteCodeHint}
      />
      <div className={styles.captchaField} role="group" aria-labelledby={captchaLabelId}>
        <span id={captchaLabelId} className={styles.captchaLabel}>
          安全验证
        </span>
        <SliderCaptcha
          verdict={captcha.verdict}
          failureMessage={captcha.failureMessage}
          onSolved={captcha.solve}
        />
      </div>
      <Notice message={refusal} />
      <SubmitButton isSubmitting={formState.isSubmitting} busyLabel="注册中…">
        注册
      </SubmitButton>
    </form>
  );
}
