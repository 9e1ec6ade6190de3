import { payTypes, type PayType } from '@coinsight/domain/api';
import { QrCountdown, useToast } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useParams, useSearch } from 'wouter';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './MembershipPage.css.ts';
import { daysFromQuery, isPaid, purchase, resultPagePath } from './paymentFlows.ts';
import { usePlans } from './usePlans.ts';

/** How often the QR page asks whether the payment is paid (the server also pushes to_client). */
export const paymentPollMs = 2000;

/**
 * /qr/{url}/{type} (route qrcode): the 250 px code with its 60 s countdown. While it is shown the
 * payment is polled and a paid one goes to /result; 重新获取 opens a new payment for the same plan.
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
  const { username, is_vip } = useSnapshot(store.state);
  const onSale = usePlans().plans;
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);

  // Polled for as long as the page is shown: a code paid in its last second is confirmed later.
  useEffect(() => {
    if (!outTradeNo) return;
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
  }, [outTradeNo, navigate]);

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

  return (
    <main className={styles.single}>
      <QrCountdown key={value} value={value} type={type} onRefresh={() => void refresh()} />
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
