import { messages } from '@coinsight/domain/messages';
import {
  orderDetailOf,
  parseOrderDetailSearch,
  type OrderDetail as OrderDetailData,
  type RefundKind,
} from '@coinsight/domain/orders';
import { Button, OrderDetail, RefundForm } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { call } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { loadOrderDetail, submitRefund } from './orderFlows.ts';
import { MemberOnly } from './MemberOnly.tsx';
import * as styles from './OrderPages.css.ts';

interface Shown {
  detail: OrderDetailData;
  refunded?: string;
}

function MemberOrderDetail({ username }: { username: string }) {
  const [, navigate] = useLocation();
  const fromQuery = parseOrderDetailSearch(useSearch());
  const outTradeNo = fromQuery?.orderNumber ?? null;
  const [shown, setShown] = useState<Shown | null>(fromQuery ? { detail: fromQuery } : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refund, setRefund] = useState<RefundKind | null>(null);
  const [reloads, setReloads] = useState(0);

  // The query fields show at once; the server's copy (status, refunds) replaces them when it comes.
  useEffect(() => {
    if (!outTradeNo) return;
    const controller = new AbortController();
    loadOrderDetail(call, outTradeNo, controller.signal).then(
      ({ order, refunded }) => {
        setShown({ detail: orderDetailOf(order), refunded });
        setFailure(null);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setFailure(messages.orders.orderNotFound);
        else console.warn('order detail failed; showing the query fields', error);
      },
    );
    return () => controller.abort();
  }, [outTradeNo, username, reloads]);

  if (!outTradeNo) return <p role="alert">{messages.orders.orderDetailMissing}</p>;
  if (failure) return <p role="alert">{failure}</p>;
  if (!shown) return null;

  if (refund) {
    return (
      <RefundForm
        kind={refund}
        order={{
          outTradeNo: shown.detail.orderNumber,
          paid: shown.detail.finalPrice,
          productName: shown.detail.productName,
        }}
        onSubmit={async (submission) => {
          const receipt = await submitRefund(call, submission);
          setReloads((n) => n + 1);
          return receipt;
        }}
        onCancel={() => setRefund(null)}
      />
    );
  }

  return (
    <OrderDetail
      detail={shown.detail}
      refunded={shown.refunded}
      onBuyAgain={() => navigate('/toVip')}
      onRefund={setRefund}
    />
  );
}

/** /detailorder: one order (spec 2 §2.8), its refund forms, and back to the list. */
export function DetailOrderPage() {
  const [, navigate] = useLocation();
  return (
    <div className={styles.page}>
      <Button variant="ghost" className={styles.back} onPress={() => navigate('/order')}>
        返回订单列表
      </Button>
      <MemberOnly>{(username) => <MemberOrderDetail username={username} />}</MemberOnly>
    </div>
  );
}
