import { adminTotpConfirm, adminTotpEnrol, adminTotpStatus } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { TotpEnrolment, type TotpEnrolmentView } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { call } from '../../api/client.ts';

/** The dashboard's 账号安全: the admin's two-step verification, enrolled by QR code. */
export function TotpPanel() {
  const [view, setView] = useState<TotpEnrolmentView>({ step: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setView({ step: 'loading' });
    call(adminTotpStatus, { signal: controller.signal }).then(
      (status) =>
        setView(
          status.enabled
            ? {
                step: 'on',
                enabledAt: status.enabled_at,
                recoveryCodesLeft: status.recovery_codes_left,
              }
            : { step: 'off' },
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const ended = isApiError(error) && (error.status === 401 || error.status === 403);
        if (!ended) console.warn('TOTP status failed', error);
        setView({
          step: 'error',
          message: ended ? messages.account.sessionEnded : messages.admin.totpLoadFailed,
        });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = () => setAttempt((n) => n + 1);

  return (
    <TotpEnrolment
      view={view}
      onStart={async () => {
        const enrolment = await call(adminTotpEnrol, {});
        setView({ step: 'scan', uri: enrolment.uri, secret: enrolment.secret });
      }}
      onConfirm={async (code) => {
        const answer = await call(adminTotpConfirm, { body: { code } });
        setView({ step: 'codes', recoveryCodes: answer.recovery_codes });
      }}
      onDone={reload}
      onRetry={reload}
    />
  );
}
