import type { Order } from '@coinsight/domain/api';
import { orderTimeText } from '@coinsight/domain/orders';
import { messages } from '@coinsight/domain/messages';
import { useMemo } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { DataTable, dataTableColumns } from '../../primitives/DataTable/DataTable.tsx';
import { OrderStatusText } from '../private/OrderStatusText.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import * as styles from '../private/orders.css.ts';

export interface OrderTableProps {
  /** The orders of the page shown. */
  orders: readonly Order[];
  /** 详情: opens the order's detail page. */
  onOpenDetail: (order: Order) => void;
  /** Shown when there are no orders. @default '暂无订单' */
  emptyText?: string;
}

const column = dataTableColumns<Order>();

function columnsFor(onOpenDetail: (order: Order) => void) {
  return column.columns([
    column.accessor('orderNumber', {
      header: '订单号',
      cell: (info) => <span className={list.mono}>{info.getValue()}</span>,
    }),
    column.accessor('title', {
      header: '商品',
      cell: (info) => (
        <span className={styles.product}>
          <img className={styles.thumb} src={info.row.original.image} alt="" />
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor('quantity', { header: '数量' }),
    column.accessor('total', {
      header: '实付金额',
      cell: (info) => <span className={list.mono}>¥{info.getValue()}</span>,
    }),
    column.accessor('create', {
      header: '下单时间',
      cell: (info) => <span className={list.mono}>{orderTimeText(info.getValue())}</span>,
    }),
    column.accessor('status', {
      header: '状态',
      cell: (info) => <OrderStatusText status={info.getValue()} />,
    }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: (info) => (
        <Button
          variant="secondary"
          aria-label={`详情 ${info.row.original.orderNumber}`}
          onPress={() => onOpenDetail(info.row.original)}
        >
          详情
        </Button>
      ),
    }),
  ]);
}

/** Spec 2 §2.8: the desktop order table with a 详情 button per order. */
export function OrderTable({
  orders,
  onOpenDetail,
  emptyText = messages.orders.noOrders,
}: OrderTableProps) {
  // Kept stable between renders: a new columns array makes TanStack rebuild its row model.
  const columns = useMemo(() => columnsFor(onOpenDetail), [onOpenDetail]);
  return (
    <DataTable
      columns={columns}
      rows={orders}
      getRowId={(order) => String(order.id)}
      label="订单列表"
      emptyText={emptyText}
    />
  );
}
