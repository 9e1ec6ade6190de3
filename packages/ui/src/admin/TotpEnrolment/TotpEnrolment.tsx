import { adminTotpConfirm } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { beijingDateTime } from '@coinsight/domain/time';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button/Button.tsx';
import { FormTextField } from '../../primitives/FormTextField/FormTextField.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { refusalText } from '../../primitives/Notice/refusalText.ts';
import { SubmitButton } from '../../primitives/SubmitButton/SubmitButton.tsx';
import * as styles from './TotpEnrolment.css.ts';
import { TotpQr } from './TotpQr.tsx';

/** What the panel shows: the server's status, or a step of the enrolment. */
export type TotpEnrolmentView =
  | { step: 'loading' }
  | { step: 'error'; message: string }
  | { step: 'off' }
  | { step: 'scan'; uri: string; secret: string }
  | { step: 'codes'; recoveryCodes: readonly string[] }
  | { step: 'on'; enabledAt: string | null; recoveryCodesLeft: number };

export const totpEnrolmentSteps = ['loading', 'error', 'off', 'scan', 'codes', 'on'] as const;

export const totpEnrolmentTexts = {
  title: '两步验证（动态码）',
  loading: '正在读取两步验证设置…',
  retry: '重试',
  off: '开启后，登录管理后台除密码外还需输入身份验证器（如 Google Authenticator、Microsoft Authenticator）中的 6 位动态码。',
  start: '开启两步验证',
  starting: '正在生成二维码…',
  scan: '用身份验证器扫描二维码，再输入它显示的 6 位动态码完成开启。',
  qrAlt: '两步验证二维码',
  manual: '无法扫码时，在身份验证器中手动输入此密钥：',
  codeField: '6 位动态码',
  confirm: '确认开启',
  confirming: '正在确认…',
  codes:
    '两步验证已开启。以下恢复码只显示这一次，请抄写或打印后妥善保存：手机丢失时，每个恢复码可代替动态码登录一次。',
  codesLabel: '恢复码',
  saved: '我已保存恢复码',
  on: '两步验证已开启',
} as const;

export interface TotpEnrolmentProps {
  view: TotpEnrolmentView;
  /** Asks the server for a new secret (the view moves to 'scan'); rejects with the reason. */
  onStart: () => Promise<void>;
  /** Confirms with the first code (the view moves to 'codes'); rejects with the reason. */
  onConfirm: (code: string) => Promise<void>;
  /** The recovery codes were saved: back to the status. */
  onDone: () => void;
  /** Reads the status again after a failure. */
  onRetry: () => void;
}

function ConfirmForm({ onConfirm }: Pick<TotpEnrolmentProps, 'onConfirm'>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<{ code: string }>({
    resolver: zodResolver(adminTotpConfirm.body),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    setRefusal(null);
    try {
      await onConfirm(code);
    } catch (error) {
      setRefusal(refusalText(error, messages.admin.totpWrong));
    }
  });
  return (
    <form
      className={styles.root}
      aria-label={totpEnrolmentTexts.confirm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event);
      }}
    >
      <FormTextField
        control={control}
        name="code"
        label={totpEnrolmentTexts.codeField}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <Notice message={refusal} />
      <SubmitButton isSubmitting={formState.isSubmitting} busyLabel={totpEnrolmentTexts.confirming}>
        {totpEnrolmentTexts.confirm}
      </SubmitButton>
    </form>
  );
}

function StartButton({ onStart }: Pick<TotpEnrolmentProps, 'onStart'>) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onStart();
    } catch (error) {
      setRefusal(refusalText(error, messages.admin.totpLoadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Notice message={refusal} />
      <div className={styles.actions}>
        <Button isDisabled={busy} onPress={() => void start()}>
          {busy ? totpEnrolmentTexts.starting : totpEnrolmentTexts.start}
        </Button>
      </div>
    </>
  );
}

/**
 * The dashboard's two-step verification panel: the status, and the enrolment by QR code confirmed
 * with a first code, after which the recovery codes are shown this once.
 */
export function TotpEnrolment({ view, onStart, onConfirm, onDone, onRetry }: TotpEnrolmentProps) {
  return (
    <section className={styles.root} aria-label={totpEnrolmentTexts.title}>
      <h2 className={styles.title}>{totpEnrolmentTexts.title}</h2>
      {view.step === 'loading' && (
        <p className={styles.text} role="status">
          {totpEnrolmentTexts.loading}
        </p>
      )}
      {view.step === 'error' && (
        <>
          <Notice message={view.message} />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onRetry}>
              {totpEnrolmentTexts.retry}
            </Button>
          </div>
        </>
      )}
      {view.step === 'off' && (
        <>
          <p className={styles.text}>{totpEnrolmentTexts.off}</p>
          <StartButton onStart={onStart} />
        </>
      )}
      {view.step === 'scan' && (
        <>
          <p className={styles.text}>{totpEnrolmentTexts.scan}</p>
          <TotpQr uri={view.uri} alt={totpEnrolmentTexts.qrAlt} />
          <p className={styles.text}>{totpEnrolmentTexts.manual}</p>
          <p className={styles.secret} aria-label="密钥">
            {view.secret}
          </p>
          <ConfirmForm onConfirm={onConfirm} />
        </>
      )}
      {view.step === 'codes' && (
        <>
          <Notice message={totpEnrolmentTexts.codes} tone="success" />
          <ul className={styles.codes} aria-label={totpEnrolmentTexts.codesLabel}>
            {view.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button onPress={onDone}>{totpEnrolmentTexts.saved}</Button>
          </div>
        </>
      )}
      {view.step === 'on' && (
        <p className={styles.text} role="status">
          {totpEnrolmentTexts.on}
          {view.enabledAt ? `（开启于 ${beijingDateTime(view.enabledAt, 'minute')} 北京时间）` : ''}
          ，剩余恢复码 {view.recoveryCodesLeft} 个。
        </p>
      )}
    </section>
  );
}
