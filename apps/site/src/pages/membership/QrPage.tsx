import { orderDetail, payTypes, type PayType } from '@coinsight/domain/api';
import { resultPagePath } from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import { Button, QrCountdown, useToast } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { isApiError } from '../../api/ApiError.ts';
import { call, type Call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './MembershipPage.css.ts';
import { daysFromQuery, isPaid, purchase, sandboxPayPage } from './paymentFlows.ts';
import { usePlans } from './usePlans.ts';
import { useSiteState } from '../../store/useSiteState.ts';

const m = messages.membership;

/** How often the QR page asks whether the payment is paid (the server also pushes to_client). */
export const paymentPollMs = 2000;

/**
 * The order's amount when `code` is the pay code the server issued for the member's own order
 * `outTradeNo` and that order still waits for its payment. Anything else (another member's or an unknown order, a
 * paid or failed one, a code the link made up, no answer) is not drawn: the page's address is
 * public, so only the server's own record may put a payment code under our name.
 */
async function issuedPayCode(
  call: Call,
  outTradeNo: string,
  code: string,
  signal?: AbortSignal,
): Promise<{ amount: string } | null> {
  try {
    const answer = await call(orderDetail, { params: { out_trade_no: outTradeNo }, signal });
    return answer.order.status === 'pending_payment' && answer.pay_code === code
      ? { amount: answer.order.total }
      : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    // A 4xx (not found, malformed trade number) is the expected answer to a foreign link.
    if (!(isApiError(error) && error.status >= 400 && error.status < 500))
      console.warn('order detail for the QR page failed', error);
    return null;
  }
}

/**
 * /qr/{url}/{type} (route qrcode): the 250 px code with its 60 s countdown. The code is drawn only
 * when the order named by out_trade_no is the member's own, still pending, and its server-issued
 * pay code is exactly `url`; otherwise a notice leads back to /toVip and a visitor is asked to log
 * in. While a code is shown the payment is polled and a paid one goes to /result; 重新获取 opens a
 * new payment for the same plan.
 */
export function QrPage() {
  const params = useParams<{ url: string; type: string }>();
  const query = new URLSearchParams(useSearch());
  const outTradeNo = query.get('out_trade_no');
  const days = daysFromQuery(query.get('days'));
  const type: PayType = payTypes.find((t) => t === params.type) ?? 'wxpay';
  const value = safeDecode(params.url);
  const [, navigate] = useLocation();
  const store = useSiteStore();
  const { username, is_vip } = useSiteState(store);
  const onSale = usePlans().plans;
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  // The verdict belongs to one (order, code) pair, so a new code from 重新获取 is checked afresh.
  const pair = `${outTradeNo ?? ''}\n${value}`;
  const [verdict, setVerdict] = useState<{
    pair: string;
    genuine: boolean;
    amount?: string;
  } | null>(null);
  const genuine = verdict?.pair === pair ? verdict.genuine : null;

  useEffect(() => {
    if (!username) store.actions.openLogin();
  }, [username, store]);

  useEffect(() => {
    if (!username) return;
    if (!outTradeNo) {
      setVerdict({ pair, genuine: false });
      return;
    }
    const controller = new AbortController();
    issuedPayCode(call, outTradeNo, value, controller.signal).then(
      (issued) =>
        setVerdict(
          issued ? { pair, genuine: true, amount: issued.amount } : { pair, genuine: false },
        ),
      () => {},
    );
    return () => controller.abort();
  }, [username, outTradeNo, value, pair]);

  // Polled for as long as a genuine code is shown: a code paid in its last second is confirmed later.
  useEffect(() => {
    if (!outTradeNo || genuine !== true) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      isPaid(call, outTradeNo, controller.signal).then(
        (paid) => {
          if (paid && !controller.signal.aborted) navigate(resultPagePath(outTradeNo));
        },
        () => {},
      );
    }, paymentPollMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [outTradeNo, genuine, navigate]);

  const refresh = async () => {
    const plan = onSale.find((p) => p.days === days);
    if (!plan || refreshing) {
      if (!plan) navigate('/toVip');
      return;
    }
    setRefreshing(true);
    const outcome = await purchase(call, { username, is_vip }, plan, type);
    setRefreshing(false);
    if (outcome.kind === 'qr') navigate(outcome.path, { replace: true });
    else if (outcome.kind === 'redirect') window.location.assign(outcome.url);
    else {
      toast.show(outcome.message, 'error');
      if (outcome.kind === 'refused' && outcome.openLogin) store.actions.openLogin();
    }
  };

  if (!username) {
    return (
      <main className={styles.single}>
        <section className={styles.notice} aria-label="需要登录">
          <p>{m.qrLoginFirst}</p>
          <Button onPress={() => store.actions.openLogin()}>登录/注册</Button>
        </section>
      </main>
    );
  }
  if (genuine !== true) {
    return (
      <main className={styles.single}>
        {genuine === null ? (
          <p className={styles.notice} role="status">
            {m.qrChecking}
          </p>
        ) : (
          <section className={styles.notice} role="alert">
            <p>{m.qrCodeInvalid}</p>
            <Button onPress={() => navigate('/toVip')}>{m.backToVip}</Button>
          </section>
        )}
      </main>
    );
  }
  return (
    <main className={styles.single}>
      <QrCountdown
        key={value}
        value={value}
        type={type}
        amount={verdict?.amount}
        sandboxPayUrl={sandboxPayPage(value)}
        onBack={() => navigate('/toVip')}
        onRefresh={() => void refresh()}
      />
    </main>
  );
}

/** A path segment as the code it encodes; a malformed escape is shown as it came. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
