import type { PayType } from '@coinsight/domain/api';
import type { PlanOnSale } from '@coinsight/domain/membership';
import { useToast } from '@coinsight/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { purchase } from './paymentFlows.ts';

/** Leaves the site for the gateway's pay page. */
const leaveFor = (url: string) => window.location.assign(url);

/**
 * 立即支付 on the VIP and payment pages: guards, POST payment, then the pay URL, the QR page or the
 * "unknown payment method" message; a visitor gets the login dialog with the message.
 */
export function usePurchase() {
  const store = useSiteStore();
  const toast = useToast();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);

  const buy = async (plan: PlanOnSale | null, type: PayType | null) => {
    if (pending) return;
    setPending(true);
    try {
      const { username, is_vip } = store.state;
      const outcome = await purchase(call, { username, is_vip }, plan, type);
      switch (outcome.kind) {
        case 'refused':
          toast.show(outcome.message, 'error');
          if (outcome.openLogin) store.actions.openLogin();
          break;
        case 'redirect':
          leaveFor(outcome.url);
          break;
        case 'qr':
          navigate(outcome.path);
          break;
        case 'unknown':
        case 'failed':
          toast.show(outcome.message, 'error');
          break;
      }
    } finally {
      setPending(false);
    }
  };

  return { buy, pending };
}
