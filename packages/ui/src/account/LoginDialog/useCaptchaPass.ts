import type { TraceSample } from '@coinsight/domain/account';
import { messages } from '@coinsight/domain/messages';
import { useEffect, useEffectEvent, useState } from 'react';
import type { SliderCaptchaVerdict } from '../SliderCaptcha/SliderCaptcha.tsx';
import { refusalText } from '../../primitives/Notice/refusalText.ts';

export interface CaptchaServer {
  /** Asks the server for a fresh challenge. */
  onCaptchaChallenge: () => Promise<void> | void;
  /** Sends the solved drag; resolves the registration pass. */
  onCaptchaSolved: (trace: readonly TraceSample[]) => Promise<string>;
}

export interface CaptchaPass {
  verdict: SliderCaptchaVerdict;
  /** The server's single-use pass, once the drag was verified. */
  pass: string | null;
  /** Why the last verification failed, in the server's words. */
  failureMessage: string;
  /** Hands a solved drag to the server. */
  solve: (trace: readonly TraceSample[]) => void;
  /** Forgets a pass the server has used up (a registration attempt spends it) and asks for a new challenge. */
  spend: () => void;
}

/**
 * The slider's round trip (注册, and a login the server asks to prove a person): a challenge on mount, the solved drag
 * exchanged for a pass, and a new challenge after every refusal, since challenges and passes are
 * single-use.
 */
export function useCaptchaPass(
  { onCaptchaChallenge, onCaptchaSolved }: CaptchaServer,
  /** Called with each pass as it is issued (the login retries itself with it). */
  onPassed?: (pass: string) => void,
): CaptchaPass {
  const [verdict, setVerdict] = useState<SliderCaptchaVerdict>('pending');
  const [pass, setPass] = useState<string | null>(null);
  const [failureMessage, setFailureMessage] = useState<string>(messages.account.captchaFailed);

  const fail = (error: unknown) => {
    setPass(null);
    setFailureMessage(refusalText(error, messages.account.captchaFailed));
    setVerdict('failed');
  };

  const challenge = async () => {
    try {
      await onCaptchaChallenge();
    } catch (error) {
      fail(error);
    }
  };

  const challengeOnOpen = useEffectEvent(() => void challenge());
  useEffect(() => challengeOnOpen(), []);

  const solve = (trace: readonly TraceSample[]) => {
    setVerdict('verifying');
    onCaptchaSolved(trace).then(
      (issued) => {
        setPass(issued);
        setVerdict('verified');
        onPassed?.(issued);
      },
      (error: unknown) => {
        fail(error);
        void challenge();
      },
    );
  };

  const spend = () => {
    setPass(null);
    setVerdict('pending');
    void challenge();
  };

  return { verdict, pass, failureMessage, solve, spend };
}
