import {
  loginDialogStartMode,
  nextLoginDialogMode,
  type LoginDialogEvent,
  type LoginDialogMode,
  type TraceSample,
} from '@coinsight/domain/account';
import { messages } from '@coinsight/domain/messages';
import { useState } from 'react';
import { Heading, Link } from 'react-aria-components';
import { DialogFrame } from '../../primitives/DialogFrame/DialogFrame.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './LoginDialog.css.ts';
import { LoginStep, type LoginCaptchaDemand, type LoginCredentials } from './private/LoginStep.tsx';
import { PhoneStep } from './private/PhoneStep.tsx';
import { RegisterStep, type RegistrationInput } from './private/RegisterStep.tsx';

export type { LoginCaptchaDemand, LoginCredentials, RegistrationInput };

export interface LoginDialogProps {
  /** Whether the dialog is shown; every opening starts again from `initialMode`. */
  isOpen: boolean;
  /** Called by the close button and Escape; the site sets `isOpen` to false. */
  onClose: () => void;
  /** The mode the dialog opens in (/register opens 注册). @default '登录&注册' */
  initialMode?: LoginDialogMode;
  /** Phone number to fill in when the dialog opens. @default '' */
  initialPhone?: string;
  /** checkregistrate: resolves whether the phone is registered; a rejection's message is shown. */
  onCheckPhone: (phone: string) => Promise<{ registered: boolean }>;
  /**
   * login: resolves once logged in (then the site closes the dialog), or with `{ captchaRequired }`
   * when the server asks for the slider (the step shows it and sends the login again with its
   * pass); rejects with the text to show.
   */
  onLogin: (credentials: LoginCredentials) => Promise<LoginCaptchaDemand | void>;
  /** register with the captcha pass: resolves on success (the dialog goes to 登录), rejects with the text to show. */
  onRegister: (registration: RegistrationInput) => Promise<void>;
  /** Fetches and keeps a new slider challenge; called when 注册 opens, when a login asks for the slider, and after every refusal. */
  onCaptchaChallenge: () => Promise<void> | void;
  /** captchaVerify with the kept challenge: resolves the pass, rejects with the text to show. */
  onCaptchaSolved: (trace: readonly TraceSample[]) => Promise<string>;
  /** Where 忘记密码 leads (the recovery page); the dialog closes as it opens. @default '/toReset' */
  recoveryHref?: string;
}

/** The login dialog of spec 1 §2.4: phone first, then 登录 or 注册; 返回 goes back to the start. */
export function LoginDialog({ isOpen, onClose, ...steps }: LoginDialogProps) {
  return (
    // A click beside the dialog should not throw away a half-filled registration: DialogFrame
    // closes only on Escape and the close button.
    <DialogFrame isOpen={isOpen} onClose={onClose} modalClassName={styles.modal}>
      <LoginDialogContent onClose={onClose} {...steps} />
    </DialogFrame>
  );
}

type ContentProps = Omit<LoginDialogProps, 'isOpen'>;

/** Lives only while the dialog is open, so every opening starts from `initialMode`. */
function LoginDialogContent({
  onClose,
  initialMode = loginDialogStartMode,
  initialPhone = '',
  onCheckPhone,
  onLogin,
  onRegister,
  onCaptchaChallenge,
  onCaptchaSolved,
  recoveryHref = '/toReset',
}: ContentProps) {
  const [mode, setMode] = useState<LoginDialogMode>(initialMode);
  const [phone, setPhone] = useState(initialPhone);
  // Only a number the server has checked is shown read-only in 登录 and 注册.
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const send = (event: LoginDialogEvent) =>
    setMode((current) => nextLoginDialogMode(current, event));

  return (
    <>
      <div className={styles.header}>
        {mode === loginDialogStartMode ? (
          <span />
        ) : (
          <Button
            variant="ghost"
            className={styles.iconButton}
            aria-label="返回"
            onPress={() => {
              setNotice(null);
              send({ type: 'back' });
            }}
          >
            <span aria-hidden="true">←</span>
          </Button>
        )}
        <Heading slot="title" className={styles.title}>
          {mode}
        </Heading>
        <Button variant="ghost" className={styles.iconButton} aria-label="关闭" onPress={onClose}>
          <span aria-hidden="true">✕</span>
        </Button>
      </div>
      {mode === '登录&注册' ? (
        <PhoneStep
          phone={phone}
          onCheckPhone={onCheckPhone}
          onChecked={(number, registered) => {
            setPhone(number);
            setChecked(true);
            send({ type: 'phoneChecked', registered });
          }}
        />
      ) : mode === '登录' ? (
        <LoginStep
          phone={phone}
          phoneLocked={checked}
          notice={notice}
          onLogin={onLogin}
          onCaptchaChallenge={onCaptchaChallenge}
          onCaptchaSolved={onCaptchaSolved}
        />
      ) : (
        <RegisterStep
          phone={phone}
          phoneLocked={checked}
          onRegister={onRegister}
          onRegistered={(number) => {
            setPhone(number);
            setChecked(true);
            setNotice(messages.account.registerSucceeded);
            send({ type: 'registered' });
          }}
          onCaptchaChallenge={onCaptchaChallenge}
          onCaptchaSolved={onCaptchaSolved}
        />
      )}
      {mode !== '注册' && (
        <Link className={styles.forgot} href={recoveryHref} onPress={onClose}>
          忘记密码
        </Link>
      )}
    </>
  );
}
