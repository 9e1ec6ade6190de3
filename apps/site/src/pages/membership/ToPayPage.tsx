import { payment, type VipDuration } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { paymentRequest, defaultPayType } from '@coinsight/domain/membership';
import { AlertDialog, PayQrPanel, useToast } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../api/ApiError.ts';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './MembershipPage.css.ts';
import { daysFromQuery, finishPayment, sandboxPayPage } from './paymentFlows.ts';
import { usePlans } from './usePlans.ts';
import { useSiteState } from '../../store/useSiteState.ts';

const m = messages.membership;

type Opened = { qrValue: string; amount: string } | { error: string } | null;

/**
 * /toPay?days= (spec 1 §2.6, §8): the scan-to-pay QR of a payment for that plan; 完成支付 asks
 * joinvip for the membership and alerts 支付完成,跳转首页！ (then home) or 支付失败！！！！; 支付失败
 * and the close icon go back to the VIP page.
 */
export function ToPayPage() {
  const store = useSiteStore();
  const { username } = useSiteState(store);
  const days = daysFromQuery(new URLSearchParams(useSearch()).get('days'));
  const { plans: onSale, settled } = usePlans();
  const plan = onSale.find((p) => p.days === days) ?? null;
  const price = plan?.price;
  const [, navigate] = useLocation();
  const toast = useToast();
  const [opened, setOpened] = useState<Opened>(null);
  const [checking, setChecking] = useState(false);
  const [alert, setAlert] = useState<{ text: string; goHome: boolean } | null>(null);

  useEffect(() => {
    if (!username) {
      toast.show(m.loginBeforeBuying, 'error');
      store.actions.openLogin();
      return;
    }
    // One payment per visit: opened once the server's prices are known.
    if (!days || !price || !settled) return;
    const controller = new AbortController();
    call(payment, {
      body: paymentRequest({ days, price }, defaultPayType),
      signal: controller.signal,
    }).then(
      (answer) => {
        const qrValue = answer.qrcode || answer.payurl;
        setOpened(qrValue ? { qrValue, amount: price } : { error: m.unknownPayMethod });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('payment request failed', error);
        const explained = isApiError(error) && error.status >= 400 && error.status < 500;
        setOpened({ error: explained ? error.message : m.paymentRequestFailed });
      },
    );
    return () => controller.abort();
  }, [username, days, price, settled, store, toast]);

  const done = async (chosen: VipDuration, member: string) => {
    setChecking(true);
    const outcome = await finishPayment(call, store.actions, member, chosen);
    setChecking(false);
    if (outcome.kind === 'closed') navigate('/');
    else setAlert({ text: outcome.alert, goHome: outcome.kind === 'done' });
  };

  const error = !days ? m.chooseDuration : opened && 'error' in opened ? opened.error : undefined;
  return (
    <div className={styles.single}>
      <PayQrPanel
        qrValue={opened && 'qrValue' in opened ? opened.qrValue : null}
        amount={plan?.price}
        error={username ? error : m.loginBeforeBuying}
        isChecking={checking}
        sandboxPayUrl={sandboxPayPage(opened && 'qrValue' in opened ? opened.qrValue : null)}
        onDone={() => {
          if (!username) {
            store.actions.openLogin();
            return;
          }
          if (days) void done(days, username);
          else toast.show(m.chooseDuration, 'error');
        }}
        onFailed={() => navigate('/toVip')}
        onClose={() => navigate('/toVip')}
      />
      <AlertDialog
        isOpen={alert !== null}
        title="支付结果"
        message={alert?.text}
        onClose={() => {
          const goHome = alert?.goHome;
          setAlert(null);
          if (goHome) navigate('/');
        }}
      />
    </div>
  );
}
