import { qrSizePx } from '@coinsight/domain/membership';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import * as styles from './QrImage.css.ts';

export interface QrImageProps {
  /** The text the code encodes (a payment URL or a wxpay code). */
  value: string;
  /** The image's accessible name. */
  alt: string;
  /** Side of the square image in px. @default 250 (spec 1 §9) */
  size?: number;
  /** Extra class name (the countdown blurs the image when it expires). */
  className?: string;
}

/** A QR code drawn by the `qrcode` package as a PNG data URL, shown as an image. */
export function QrImage({ value, alt, size = qrSizePx, className }: QrImageProps) {
  const [drawn, setDrawn] = useState<{ value: string; url: string } | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => {
        if (current) setDrawn({ value, url });
      },
      (error: unknown) => console.warn('QR code could not be drawn', error),
    );
    return () => {
      current = false;
    };
  }, [value, size]);

  const classes = [styles.image, className].filter(Boolean).join(' ');
  // Until the image is drawn a same-sized placeholder keeps the layout still.
  return drawn?.value === value ? (
    <img className={classes} src={drawn.url} alt={alt} width={size} height={size} />
  ) : (
    <div
      className={`${classes} ${styles.placeholder}`}
      style={{ width: size, height: size }}
      role="img"
      aria-label={alt}
      aria-busy="true"
    />
  );
}
