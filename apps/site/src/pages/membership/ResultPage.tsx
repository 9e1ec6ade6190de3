import { outTradeNo as outTradeNoSchema } from '@coinsight/domain/api';
import { paymentResult, type PaymentResultView } from '@coinsight/domain/membership';
import { PaymentResult } from '@coinsight/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './MembershipPage.css.ts';
import { checkPayment, type PaymentCheck } from './paymentFlows.ts';

/**
 * /result?out_trade_no= (spec 1 §2.6): querying, then success (the store takes the new
 * membership), failure or incomplete, or query failed; 返回首页 goes to the home route (btm).
 */
export function ResultPage() {
  const raw = new URLSearchParams(useSearch()).get('out_trade_no');
  const parsed = outTradeNoSchema.safeParse(raw);
  const outTradeNo = parsed.success ? parsed.data : null;
  const store = useSiteStore();
  const [, navigate] = useLocation();
  const [check, setCheck] = useState<PaymentCheck>({ view: paymentResult({ phase: 'querying' }) });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!outTradeNo) {
      setCheck({ view: paymentResult({ phase: 'failed' }) });
      return;
    }
    const controller = new AbortController();
    setCheck({ view: paymentResult({ phase: 'querying' }) });
    checkPayment(call, store.actions, outTradeNo, controller.signal).then(setCheck, () => {});
    return () => controller.abort();
  }, [outTradeNo, attempt, store]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const view: PaymentResultView = check.view;

  return (
    <main className={styles.single}>
      <PaymentResult
        state={view.state}
        outTradeNo={outTradeNo ?? undefined}
        leftdays={check.membership?.leftdays}
        expiry={check.membership?.expiry}
        onBackHome={() => navigate('/')}
        onRetry={outTradeNo ? retry : undefined}
      />
    </main>
  );
}
