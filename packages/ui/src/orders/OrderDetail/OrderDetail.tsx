import { messages } from '@coinsight/domain/messages';
import {
  canRequestRefund,
  orderPayMethodLabels,
  orderStatusLabel,
  orderTimeText,
  type OrderDetail as OrderDetailData,
  type RefundKind,
} from '@coinsight/domain/orders';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import * as shared from '../private/orders.css.ts';
import * as styles from './OrderDetail.css.ts';

export interface OrderDetailProps {
  /** The order, from the detail endpoint or the query fields of spec 2 §2.8. */
  detail: OrderDetailData;
  /** Yuan refunded so far; the line is left out when absent or zero. */
  refunded?: string;
  /** 再次购买. */
  onBuyAgain: () => void;
  /** 部分退款 / 全额退款. */
  onRefund: (kind: RefundKind) => void;
  /** 催发货; the notice is shown by the component. */
  onUrgeDelivery?: () => void;
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

/** Spec 2 §2.8: one order's detail with 再次购买, 部分退款, 全额退款 and 催发货. */
export function OrderDetail({
  detail,
  refunded,
  onBuyAgain,
  onRefund,
  onUrgeDelivery,
}: OrderDetailProps) {
  const titleId = useId();
  const [urged, setUrged] = useState(false);
  // Without a known status (bare query fields) the server decides; a known one is checked here.
  const refundable = detail.status === null || canRequestRefund(detail.status);
  return (
    <section className={`${shared.panel} ${styles.root}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        订单详情
      </h1>
      <div className={styles.product}>
        {detail.image ? <img className={styles.image} src={detail.image} alt="" /> : null}
        <p className={styles.productName}>{detail.productName || '—'}</p>
      </div>
      <dl className={styles.fields}>
        <Field term="订单号">
          <span className={list.mono}>{detail.orderNumber}</span>
        </Field>
        {detail.status ? <Field term="订单状态">{orderStatusLabel(detail.status)}</Field> : null}
        <Field term="数量">{detail.quantity}</Field>
        <Field term="实付金额">
          <span className={list.mono}>{detail.finalPrice ? `¥${detail.finalPrice}` : '—'}</span>
        </Field>
        {refunded && Number(refunded) > 0 ? (
          <Field term="已退款">
            <span className={list.mono}>¥{refunded}</span>
          </Field>
        ) : null}
        <Field term="支付方式">
          {detail.paymentMethod ? orderPayMethodLabels[detail.paymentMethod] : '—'}
        </Field>
        <Field term="下单时间">{orderTimeText(detail.orderTime || null)}</Field>
        <Field term="支付时间">{orderTimeText(detail.paymentTime)}</Field>
        {detail.reason ? <Field term="退款原因">{detail.reason}</Field> : null}
      </dl>
      <div className={styles.actions}>
        <Button variant="primary" onPress={onBuyAgain}>
          再次购买
        </Button>
        <Button variant="secondary" isDisabled={!refundable} onPress={() => onRefund('partial')}>
          部分退款
        </Button>
        <Button variant="secondary" isDisabled={!refundable} onPress={() => onRefund('full')}>
          全额退款
        </Button>
        <Button
          variant="ghost"
          onPress={() => {
            setUrged(true);
            onUrgeDelivery?.();
          }}
        >
          催发货
        </Button>
      </div>
      {refundable ? null : <Notice tone="info" message={messages.orders.refundNotAllowed} />}
      {urged ? <Notice tone="success" message={messages.orders.urgeDeliverySent} /> : null}
    </section>
  );
}
