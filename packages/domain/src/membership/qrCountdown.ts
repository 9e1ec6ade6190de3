/** Spec 1 §9: the QR code is 250 px and valid for 60 seconds. */
export const qrSizePx = 250;
export const qrValiditySeconds = 60;

export type QrCountdown =
  { state: 'valid'; secondsLeft: number } | { state: 'expired'; secondsLeft: 0 };

/**
 * The countdown after `elapsedMs` since the code was shown: whole seconds left, rounded up so the
 * first second reads 60, then expired at 60 s exactly (blurred, with the fetch-again message).
 */
export function qrCountdown(elapsedMs: number, validitySeconds = qrValiditySeconds): QrCountdown {
  const leftMs = validitySeconds * 1000 - Math.max(0, elapsedMs);
  if (leftMs <= 0) return { state: 'expired', secondsLeft: 0 };
  return { state: 'valid', secondsLeft: Math.ceil(leftMs / 1000) };
}
