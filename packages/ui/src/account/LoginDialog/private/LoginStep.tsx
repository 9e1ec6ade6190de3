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
import type { CaptchaServer } from '../useCaptchaPass.ts';
import { CaptchaField } from './CaptchaField.tsx';

export interface LoginCredentials {
  username: string;
  password: string;
  /** The slider's pass, sent once the server has asked for one. */
  captchaPass?: string;
}

/** A login the server neither let in nor refused: it wants the slider first, and says why. */
export interface LoginCaptchaDemand {
  captchaRequired: string;
}

export interface LoginStepProps extends CaptchaServer {
  /** The phone number to fill in. */
  phone: string;
  /** The server checked this number, so it is shown read-only (返回 changes it). */
  phoneLocked: boolean;
  /** A confirmation to show first, e.g. after registering. */
  notice: string | null;
  /** Logs in (resolves nothing), asks for the slider (resolves the demand), or rejects with the text to show. */
  onLogin: (credentials: LoginCredentials) => Promise<LoginCaptchaDemand | void>;
}

/**
 * 登录: the password for a registered phone. When the server asks for the slider, it appears, and
 * the login is sent again with the pass as soon as the drag is verified.
 */
export function LoginStep({
  phone,
  phoneLocked,
  notice,
  onLogin,
  ...captchaServer
}: LoginStepProps) {
  const [answer, setAnswer] = useState<{ text: string; tone: 'error' | 'success' } | null>(
    notice === null ? null : { text: notice, tone: 'success' },
  );
  // 0 until the server asks for the slider; each round mounts a new slider, as a pass is single-use.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [pass, setPass] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginStepValues>({
    resolver: zodResolver(loginStepSchema),
    defaultValues: { username: phone, password: '' },
  });

  const nextSlider = () => {
    setPass(null);
    setCaptchaRound((round) => round + 1);
  };

  const send = (captchaPass: string | null) =>
    handleSubmit(async (credentials) => {
      setAnswer(null);
      if (captchaRound > 0 && captchaPass === null) {
        setAnswer({ text: messages.account.captchaRequired, tone: 'error' });
        return;
      }
      try {
        const demand = await onLogin(captchaPass ? { ...credentials, captchaPass } : credentials);
        if (demand) {
          setAnswer({ text: demand.captchaRequired, tone: 'error' });
          nextSlider();
          return;
        }
        setAnswer({ text: messages.account.loginSucceeded, tone: 'success' });
      } catch (error) {
        setAnswer({ text: refusalText(error, messages.account.loginFailed), tone: 'error' });
        // The server spent the pass on this attempt.
        if (captchaPass) nextSlider();
      }
    });

  return (
    <form className={styles.stepForm} onSubmit={(event) => void send(pass)(event)} noValidate>
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
      {captchaRound > 0 && (
        <CaptchaField
          key={captchaRound}
          {...captchaServer}
          onPassed={(issued) => {
            setPass(issued);
            void send(issued)();
          }}
        />
      )}
      <Notice message={answer?.text ?? null} tone={answer?.tone} />
      <SubmitButton isSubmitting={formState.isSubmitting} busyLabel="登录中…">
        登录
      </SubmitButton>
    </form>
  );
}
