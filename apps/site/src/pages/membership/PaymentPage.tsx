import type { PayType } from '@coinsight/domain/api';
import { defaultPayType, planOffers, vipProductName } from '@coinsight/domain/membership';
import { PayMethodPicker, PlanPicker, PurchasePanel } from '@coinsight/ui';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './MembershipPage.css.ts';
import { daysFromQuery } from './paymentFlows.ts';
import { usePlans } from './usePlans.ts';
import { usePurchase } from './usePurchase.ts';
import { useSiteState } from '../../store/useSiteState.ts';

/**
 * /payment (spec 2 §2.9): the compact payment page with a pay-now button, for a plan chosen
 * elsewhere (query days, the monthly plan by default); the same purchase flow as the VIP page.
 */
export function PaymentPage() {
  const store = useSiteStore();
  const { isMobile } = useSiteState(store);
  const offers = planOffers(usePlans().plans, isMobile ? 'mobile' : 'desktop');
  const search = useSearch();
  const [days, setDays] = useState(
    () => daysFromQuery(new URLSearchParams(search).get('days')) ?? 30,
  );
  const [payType, setPayType] = useState<PayType | null>(defaultPayType);
  const { buy, pending } = usePurchase();
  const chosen = offers.find((offer) => offer.days === days) ?? null;

  return (
    <main className={`${styles.single} ${styles.column}`}>
      <h1 className={styles.title}>支付订单</h1>
      <p className={styles.benefitText}>商品：{vipProductName}</p>
      <PlanPicker offers={offers} value={days} onChange={setDays} isDisabled={pending} />
      <PayMethodPicker value={payType} onChange={setPayType} isDisabled={pending} />
      <PurchasePanel
        amount={chosen?.price ?? null}
        isPending={pending}
        onPay={() => void buy(chosen, payType)}
      />
    </main>
  );
}
