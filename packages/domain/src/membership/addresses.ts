import type { PayType, VipDuration } from '../api/membership.ts';

/** The site's QR page (spec 1 §2.5): the pay code in the path, what polling and refetching need in the query. */
export const qrPageRoute = '/qr/:url/:type';
/** The site's payment result page (spec 1 §2.6), which the gateway returns to and a to_client push opens. */
export const resultPageRoute = '/result';

/** The QR page's address for a pay code: /qr/{url}/{type}?out_trade_no=…&days=…. */
export function qrPagePath(
  qrcode: string,
  type: PayType,
  outTradeNo: string,
  days: VipDuration,
): string {
  const query = new URLSearchParams({ out_trade_no: outTradeNo, days: String(days) });
  return `/qr/${encodeURIComponent(qrcode)}/${type}?${query.toString()}`;
}

/** The result page's address for one payment: /result?out_trade_no=…. */
export function resultPagePath(outTradeNo: string): string {
  return `${resultPageRoute}?${new URLSearchParams({ out_trade_no: outTradeNo }).toString()}`;
}
