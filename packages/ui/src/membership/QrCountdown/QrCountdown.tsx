import type { PayType } from '@coinsight/domain/api';
import { payTypeLabels, qrCountdown, qrValiditySeconds } from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import * as card from '../private/card.css.ts';
import { QrImage } from '../private/QrImage.tsx';
import { SandboxPayLink } from '../private/SandboxPayLink.tsx';
import * as styles from './QrCountdown.css.ts';

export interface QrCountdownProps {
  /** The text the QR code encodes. */
  value: string;
  /** The payment way whose app scans it. */
  type: PayType;
  /** When the code was issued (ms since the epoch). @default the moment it is first shown */
  issuedAt?: number;
  /** Seconds the code stays valid. @default 60 (spec 1 §9) */
  validitySeconds?: number;
  /** 重新获取: fetch a new code (the page then passes a new value and issuedAt). */
  onRefresh: () => void;
  /** Called once when the code expires. */
  onExpire?: () => void;
  /** The order's amount in yuan, shown above the code. */
  amount?: string;
  /** 返回: leave the payment (the page goes back to the VIP page). */
  onBack?: () => void;
  /** The sandbox gateway's pay page the code encodes, offered as a link (no app can pay it). */
  sandboxPayUrl?: string;
}

/** How often the clock is read; the shown second changes at most this late. */
const tickMs = 250;

/** Spec 1 §2.6: a 250 px QR code valid for 60 seconds, then blurred with a fetch-again message. */
export function QrCountdown({
  value,
  type,
  issuedAt,
  validitySeconds = qrValiditySeconds,
  onRefresh,
  onExpire,
  amount,
  onBack,
  sandboxPayUrl,
}: QrCountdownProps) {
  const [shownAt] = useState(() => Date.now());
  const start = issuedAt ?? shownAt;
  const [now, setNow] = useState(() => Date.now());
  const countdown = qrCountdown(now - start, validitySeconds);
  const expired = countdown.state === 'expired';

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [expired, start]);

  // Only the change to expired calls back, not a new callback identity.
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    if (expired) onExpireRef.current?.();
  }, [expired]);

  return (
    <section className={`${card.card} ${styles.root}`} aria-labelledby="qr-countdown-heading">
      <h1 id="qr-countdown-heading" className={styles.title}>
        请使用{payTypeLabels[type]}扫码支付
      </h1>
      {amount ? <p className={styles.amount}>¥{amount}</p> : null}
      <div className={styles.frame}>
        <QrImage
          value={value}
          alt={`${payTypeLabels[type]}付款二维码`}
          className={expired ? styles.blurred : undefined}
        />
        {expired ? (
          <div className={styles.expired}>
            <p role="alert" className={styles.expiredText}>
              {messages.membership.qrExpired}
            </p>
            <Button onPress={onRefresh}>重新获取</Button>
          </div>
        ) : null}
      </div>
      <p className={styles.timer} role="timer" aria-live="off" aria-label="二维码有效时间">
        {expired ? '二维码已失效' : `二维码 ${countdown.secondsLeft} 秒后失效`}
      </p>
      {sandboxPayUrl ? <SandboxPayLink href={sandboxPayUrl} /> : null}
      {onBack ? (
        <Button variant="secondary" onPress={onBack}>
          返回
        </Button>
      ) : null}
    </section>
  );
}
