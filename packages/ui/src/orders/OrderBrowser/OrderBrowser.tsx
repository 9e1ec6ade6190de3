import type { Order } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  defaultOrderPageSize,
  orderPageSizeFor,
  orderPageSizes,
  orderTabCounts,
  ordersInTab,
  pageOf,
  searchOrders,
  type OrderLayout,
  type OrderTabId,
} from '@coinsight/domain/orders';
import { useId, useMemo, useState } from 'react';
import { OrderCards } from '../OrderCards/OrderCards.tsx';
import { OrderTable } from '../OrderTable/OrderTable.tsx';
import { OrderTabs } from '../OrderTabs/OrderTabs.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Pager } from '../../primitives/Pager/Pager.tsx';
import { ListScreen } from '../../primitives/ListScreen/ListScreen.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import * as styles from './OrderBrowser.css.ts';

export const orderBrowserStates = ['ready', 'loading', 'error'] as const;
export type OrderBrowserState = (typeof orderBrowserStates)[number];

export interface OrderBrowserProps {
  /** All the member's orders, newest first; tabs, search and pages are applied here. */
  orders: readonly Order[];
  /** Desktop shows a table, mobile cards (spec 2 §2.8). */
  layout: OrderLayout;
  /** 详情 / 查看详情 on an order. */
  onOpenDetail: (order: Order) => void;
  /** @default 'ready' */
  state?: OrderBrowserState;
  /** What failed, shown in the error state. @default '订单加载失败，请稍后重试' */
  errorText?: string;
  /** 重试 in the error state. */
  onRetry?: () => void;
}

/** The order management screen: tabs, search, page size, then the table or the cards. */
export function OrderBrowser({
  orders,
  layout,
  onOpenDetail,
  state = 'ready',
  errorText = messages.orders.ordersLoadFailed,
  onRetry,
}: OrderBrowserProps) {
  const searchId = useId();
  const [tab, setTab] = useState<OrderTabId>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(defaultOrderPageSize);
  const pageSize = orderPageSizeFor(layout, size);

  const found = useMemo(() => searchOrders(orders, search), [orders, search]);
  const counts = useMemo(() => orderTabCounts(found, layout), [found, layout]);
  const shown = useMemo(
    () => pageOf(ordersInTab(found, tab, layout), page, pageSize),
    [found, tab, layout, page, pageSize],
  );
  const emptyText =
    search.trim() !== '' ? messages.orders.noMatchingOrders : messages.orders.noOrders;

  return (
    <ListScreen
      title="我的订单"
      headingLevel={1}
      toolbar={
        <span className={`${list.field} ${styles.search}`}>
          <label className={list.label} htmlFor={searchId}>
            搜索订单
          </label>
          <input
            id={searchId}
            type="search"
            className={list.input}
            placeholder="输入商品名称或订单号"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </span>
      }
    >
      <OrderTabs
        selected={tab}
        counts={state === 'ready' ? counts : undefined}
        onSelect={(next) => {
          setTab(next);
          setPage(1);
        }}
      >
        <div className={styles.content}>
          <LoadState
            state={state}
            loadingText="订单加载中…"
            errorText={errorText}
            onRetry={onRetry}
          >
            {layout === 'desktop' ? (
              <OrderTable orders={shown.items} onOpenDetail={onOpenDetail} emptyText={emptyText} />
            ) : (
              <OrderCards orders={shown.items} onOpenDetail={onOpenDetail} emptyText={emptyText} />
            )}
            <Pager
              label="订单分页"
              page={shown.page}
              pageCount={shown.pageCount}
              total={shown.total}
              pageSize={pageSize}
              pageSizes={orderPageSizes[layout]}
              onPageChange={setPage}
              onPageSizeChange={(next) => {
                setSize(next);
                setPage(1);
              }}
            />
          </LoadState>
        </div>
      </OrderTabs>
    </ListScreen>
  );
}
