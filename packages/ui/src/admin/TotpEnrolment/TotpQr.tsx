import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import * as styles from './TotpEnrolment.css.ts';

/** The otpauth:// address as a QR code image (a data: PNG, which the site's CSP allows). */
export function TotpQr({ uri, alt }: { uri: string; alt: string }) {
  const [drawn, setDrawn] = useState<{ uri: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(uri, { width: 200, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => {
        if (current) setDrawn({ uri, url });
      },
      (error: unknown) => console.warn('TOTP QR code could not be drawn', error),
    );
    return () => {
      current = false;
    };
  }, [uri]);
  return drawn?.uri === uri ? (
    <img className={styles.qr} src={drawn.url} alt={alt} width={200} height={200} />
  ) : (
    <div className={styles.qr} role="img" aria-label={alt} aria-busy="true" />
  );
}
