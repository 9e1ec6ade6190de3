import type { Order } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { orderDetailSearch, type OrderLayout } from '@coinsight/domain/orders';
import { OrderBrowser, type OrderBrowserState } from '@coinsight/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { loadOrders } from './orderFlows.ts';
import { MemberOnly } from './MemberOnly.tsx';
import * as styles from './OrderPages.css.ts';

function MemberOrders({ username, layout }: { username: string; layout: OrderLayout }) {
  const [, navigate] = useLocation();
  const [orders, setOrders] = useState<Order[]>([]);
  const [state, setState] = useState<OrderBrowserState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    loadOrders(call, controller.signal).then(
      (loaded) => {
        setOrders(loaded);
        setState('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('order list failed', error);
        setState('error');
      },
    );
    return () => controller.abort();
  }, [username, attempt]);

  const openDetail = useCallback(
    (order: Order) => navigate(`/detailorder?${orderDetailSearch(order)}`),
    [navigate],
  );

  return (
    <OrderBrowser
      orders={orders}
      layout={layout}
      state={state}
      errorText={messages.orders.ordersLoadFailed}
      onRetry={() => setAttempt((n) => n + 1)}
      onOpenDetail={openDetail}
    />
  );
}

/**
 * The order management screen in the given layout, for a logged-in member. `bare` pages have no
 * shell around them, so the screen is their main landmark.
 */
export function OrdersView({ layout, bare = false }: { layout: OrderLayout; bare?: boolean }) {
  const Root = bare ? 'main' : 'div';
  return (
    <Root className={styles.page}>
      <MemberOnly>{(username) => <MemberOrders username={username} layout={layout} />}</MemberOnly>
    </Root>
  );
}
