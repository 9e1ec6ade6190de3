import { RefundApplicationForm } from '@coinsight/ui';
import { useSearch } from 'wouter';
import { call } from '../../api/client.ts';
import { applyForRefund } from './orderFlows.ts';
import { MemberOnly } from './MemberOnly.tsx';
import * as styles from './OrderPages.css.ts';

/** /refund: the refund application form (payment/reason); ?out_trade_no= names the order. */
export function RefundPage() {
  const outTradeNo = new URLSearchParams(useSearch()).get('out_trade_no') ?? '';
  return (
    <main className={styles.page}>
      <MemberOnly>
        {() => (
          <RefundApplicationForm
            outTradeNo={outTradeNo}
            onSubmit={(application) => applyForRefund(call, application)}
          />
        )}
      </MemberOnly>
    </main>
  );
}
