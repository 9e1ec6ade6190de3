import {
  changePassword,
  getRecoveryEmail,
  passwordReset,
  setRecoveryEmail,
} from '@coinsight/domain/api';
import { ChangePasswordForm, PasswordRecoveryForm } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './AccountPage.css.ts';
import { useSiteState } from '../../store/useSiteState.ts';

/**
 * /toReset: a member changes the password and sets the recovery e-mail; a visitor (for instance
 * after the offline notice's 修改密码或冻结账号 link) asks for a reset link by mail instead.
 */
export function ToResetPage() {
  const store = useSiteStore();
  const { username } = useSiteState(store);
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{username ? '账号安全' : '找回密码'}</h1>
      {username ? <MemberSecurity /> : <Recovery />}
    </div>
  );
}

function MemberSecurity() {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    call(getRecoveryEmail, { signal: controller.signal }).then(
      (answer) => setEmail(answer.email),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('recovery e-mail could not be read', error);
      },
    );
    return () => controller.abort();
  }, []);
  return (
    <ChangePasswordForm
      currentEmail={email}
      onSubmit={async ({ oldPassword, newPassword }) =>
        (
          await call(changePassword, {
            body: { old_password: oldPassword, new_password: newPassword },
          })
        ).message
      }
      onSaveEmail={async (address) => {
        const saved = await call(setRecoveryEmail, { body: { email: address } });
        setEmail(saved.email);
        return saved.message;
      }}
    />
  );
}

function Recovery() {
  return (
    <>
      <p className={styles.hint}>输入账号和已绑定的找回邮箱，我们会把重置密码的链接发到该邮箱。</p>
      <PasswordRecoveryForm
        title="验证账号与邮箱"
        onSubmit={async ({ username, email }) =>
          (
            await call(passwordReset, {
              body: { username, email, request_time: new Date().toISOString() },
            })
          ).message
        }
      />
    </>
  );
}
