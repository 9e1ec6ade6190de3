import { loginDialogStartMode } from '@coinsight/domain/account';
import { messages } from '@coinsight/domain/messages';
import { useToast } from '@coinsight/ui';
import { useRef, useState } from 'react';
import type { Call } from '../api/client.ts';
import {
  checkPhone,
  logIn,
  newCaptchaChallenge,
  registerMember,
  verifyCaptcha,
} from '../session/accountFlows.ts';
import type { SiteStore } from '../store/store.ts';
import { lazyPage } from '../router/lazyPage.ts';
import { DialogBoundary } from '../router/PageFallback.tsx';
import { useSiteState } from '../store/useSiteState.ts';

// The dialog's forms (react-hook-form, the slider captcha) load the first time it opens, not with
// every page: most visits never log in.
const LoginDialog = lazyPage(() => import('./dialogs.ts').then((m) => m.LoginDialog));

export interface LoginDialogHostProps {
  store: SiteStore;
  call: Call;
}

/** The login dialog wired to the server: phone check, slider round trip, registration and login. */
export function LoginDialogHost({ store, call }: LoginDialogHostProps) {
  const { showLogin, loginOpensForRegister, windowId } = useSiteState(store);
  const toast = useToast();
  // The challenge the slider is solving now; each is single-use, so a refusal asks for another.
  const challenge = useRef<string | null>(null);
  const [opened, setOpened] = useState(showLogin);
  if (showLogin && !opened) setOpened(true);
  if (!opened) return null;

  return (
    <DialogBoundary
      onGiveUp={() => {
        store.actions.closeLogin();
        setOpened(false);
      }}
    >
      <LoginDialog
        isOpen={showLogin}
        initialMode={loginOpensForRegister ? '注册' : loginDialogStartMode}
        onClose={store.actions.closeLogin}
        onCheckPhone={(phone) => checkPhone(call, phone)}
        onCaptchaChallenge={async () => {
          challenge.current = await newCaptchaChallenge(call);
        }}
        onCaptchaSolved={(trace) => {
          const solving = challenge.current;
          challenge.current = null;
          if (!solving) return Promise.reject(new Error(messages.account.captchaExpired));
          return verifyCaptcha(call, solving, trace);
        }}
        onRegister={(registration) => registerMember(call, registration)}
        onLogin={async (credentials) => {
          const answer = await logIn(call, store.actions, windowId, credentials);
          if ('captchaRequired' in answer) return answer;
          toast.show(messages.account.loginSucceeded, 'success');
        }}
      />
    </DialogBoundary>
  );
}
