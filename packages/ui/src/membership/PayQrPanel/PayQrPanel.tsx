import { Button } from '../../primitives/Button/Button.tsx';
import * as card from '../private/card.css.ts';
import { QrImage } from '../private/QrImage.tsx';
import { SandboxPayLink } from '../private/SandboxPayLink.tsx';
import * as styles from './PayQrPanel.css.ts';

export interface PayQrPanelProps {
  /** What the QR code encodes; null while the payment is being opened. */
  qrValue: string | null;
  /** The amount in yuan, shown above the code. */
  amount?: string;
  /** Why no code can be shown (the payment could not be opened). */
  error?: string;
  /** 完成支付: the page asks the server for the membership the payment granted. */
  onDone: () => void;
  /** 支付失败. */
  onFailed: () => void;
  /** The close icon: back to the VIP page. */
  onClose: () => void;
  /** 完成支付 is being checked. @default false */
  isChecking?: boolean;
  /** The sandbox gateway's pay page the code encodes, offered as a link (no app can pay it). */
  sandboxPayUrl?: string;
}

/** Spec 1 §2.6: the scan-to-pay QR image, 完成支付 / 支付失败, and a close icon. */
export function PayQrPanel({
  qrValue,
  amount,
  error,
  onDone,
  onFailed,
  onClose,
  isChecking = false,
  sandboxPayUrl,
}: PayQrPanelProps) {
  return (
    <section className={`${card.card} ${styles.root}`} aria-labelledby="pay-qr-heading">
      <div className={styles.header}>
        <h1 id="pay-qr-heading" className={styles.title}>
          扫码支付
        </h1>
        <Button variant="ghost" className={styles.close} aria-label="关闭" onPress={onClose}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      {amount ? <p className={styles.amount}>¥{amount}</p> : null}
      <div className={styles.code}>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : qrValue ? (
          <QrImage value={qrValue} alt="扫码支付二维码" />
        ) : (
          <p role="status" className={card.muted}>
            正在生成二维码…
          </p>
        )}
      </div>
      <p className={card.muted}>请使用微信或支付宝扫描二维码完成支付</p>
      {sandboxPayUrl && qrValue && !error ? <SandboxPayLink href={sandboxPayUrl} /> : null}
      <div className={styles.actions}>
        <Button onPress={onDone} isPending={isChecking} isDisabled={!qrValue && !error}>
          完成支付
        </Button>
        <Button variant="secondary" onPress={onFailed}>
          支付失败
        </Button>
      </div>
    </section>
  );
}
