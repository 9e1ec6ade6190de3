import { passwordResetConfirm } from '@coinsight/domain/api';
import { Button, PasswordResetForm } from '@coinsight/ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './AccountPage.css.ts';

/** reset-password/{uid}/{token}: the page a mailed reset link opens. */
export function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams<{ uid: string; token: string }>();
  const store = useSiteStore();
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);
  return (
    <div className={styles.root}>
      <PasswordResetForm
        onSubmit={async (newPassword) => {
          const answer = await call(passwordResetConfirm, {
            body: { uid, token, new_password: newPassword },
          });
          setDone(true);
          return answer.message;
        }}
      />
      {done && (
        <Button
          onPress={() => {
            navigate('/');
            store.actions.openLogin();
          }}
        >
          去登录
        </Button>
      )}
    </div>
  );
}
