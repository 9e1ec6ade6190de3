import type { PayType, VipDuration } from '@coinsight/domain/api';
import { defaultPayType, planOffers } from '@coinsight/domain/membership';
import {
  InviteCodeCard,
  PayMethodPicker,
  PlanPicker,
  PurchasePanel,
  VipStatus,
} from '@coinsight/ui';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { benefits } from '../home/content.ts';
import * as styles from './MembershipPage.css.ts';
import { usePlans } from './usePlans.ts';
import { usePurchase } from './usePurchase.ts';
import { useSiteState } from '../../store/useSiteState.ts';

/**
 * The join-member-group link: the shell's chat window (chat/ChatHost) opens on the members' group
 * from this query.
 */
export const memberGroupHref = '/?chat=members';

/**
 * /toVip (in the shell) and /vipst (bare), spec 1 §2.5: invite code, the VIP's status, 我的订单,
 * benefits, plan and payment way, the amount and 立即支付.
 */
export function VipPage() {
  const store = useSiteStore();
  const { code, is_vip, leftdays, expiry, isMobile, username } = useSiteState(store);
  const onSale = usePlans().plans;
  const offers = planOffers(onSale, isMobile ? 'mobile' : 'desktop');
  const [days, setDays] = useState<VipDuration | null>(null);
  const [payType, setPayType] = useState<PayType | null>(defaultPayType);
  const { buy, pending } = usePurchase();
  const chosen = offers.find((offer) => offer.days === days) ?? null;

  return (
    <div className={styles.root}>
      <div className={styles.column}>
        <h1 className={styles.title}>开通会员</h1>
        <InviteCodeCard code={username ? code : ''} />
        {is_vip ? (
          <VipStatus leftdays={leftdays} expiry={expiry} groupHref={memberGroupHref} />
        ) : null}
        <Link className={styles.ordersLink} href="/order">
          我的订单
        </Link>
      </div>
      <div className={styles.column}>
        <section className={styles.column} aria-labelledby="vip-benefits-title">
          <h2 id="vip-benefits-title" className={styles.sectionTitle}>
            {benefits.title}
          </h2>
          <ul className={styles.benefits}>
            {benefits.items.map((item) => (
              <li key={item.name} className={styles.benefit}>
                <span className={styles.benefitName}>{item.name}</span>
                <span className={styles.benefitText}>{item.text}</span>
              </li>
            ))}
          </ul>
        </section>
        <PlanPicker offers={offers} value={days} onChange={setDays} isDisabled={pending} />
        <PayMethodPicker value={payType} onChange={setPayType} isDisabled={pending} />
        <PurchasePanel
          amount={chosen?.price ?? null}
          isPending={pending}
          onPay={() => void buy(chosen, payType)}
        />
      </div>
    </div>
  );
}

/** /vipst: the same VIP page outside the shell. */
export function VipStandalonePage() {
  return (
    <main className={styles.bare}>
      <VipPage />
    </main>
  );
}
