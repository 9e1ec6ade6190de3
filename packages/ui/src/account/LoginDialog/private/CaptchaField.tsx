import { useId } from 'react';
import { SliderCaptcha } from '../../SliderCaptcha/SliderCaptcha.tsx';
import * as styles from '../LoginDialog.css.ts';
import { useCaptchaPass, type CaptchaServer } from '../useCaptchaPass.ts';

export interface CaptchaFieldProps extends CaptchaServer {
  /** Called with the pass once the server has verified the drag. */
  onPassed: (pass: string) => void;
}

/**
 * The 安全验证 slider of a login the server has asked to prove a person. It asks for its challenge
 * when it mounts, so the step mounts a fresh one (a new `key`) for every pass it needs.
 */
export function CaptchaField({ onPassed, ...server }: CaptchaFieldProps) {
  const labelId = useId();
  const captcha = useCaptchaPass(server, onPassed);
  return (
    <div className={styles.captchaField} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.captchaLabel}>
        安全验证
      </span>
      <SliderCaptcha
        verdict={captcha.verdict}
        failureMessage={captcha.failureMessage}
        onSolved={captcha.solve}
      />
    </div>
  );
}
