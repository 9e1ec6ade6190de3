import type { RefundSubmission } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  checkRefundForm,
  type RefundFormField,
  type RefundFormValues,
  type RefundKind,
} from '@coinsight/domain/orders';
import { useState } from 'react';
import * as formCard from '../../primitives/FormCard/FormCard.css.ts';
import { refusalText } from '../../primitives/Notice/refusalText.ts';
import { SubmitButton } from '../../primitives/SubmitButton/SubmitButton.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { FormCard } from '../../primitives/FormCard/FormCard.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';

/** What the server answers to an accepted refund request (the summary shown after it). */
export interface RefundReceipt {
  message: string;
  refund_request_id: number;
  out_trade_no: string;
  amount: string;
  refundall: boolean;
}

export interface RefundFormProps {
  /** 部分退款 asks for an amount, 全额退款 does not. */
  kind: RefundKind;
  /** The order: its number and what was paid (yuan), the cap of a partial refund. */
  order: { outTradeNo: string; paid: string; productName?: string };
  /** refund/send_request; resolves with the receipt, rejects with the text to show. */
  onSubmit: (submission: RefundSubmission) => Promise<RefundReceipt>;
  /** 返回订单: leaves the form. */
  onCancel?: () => void;
}

const empty: RefundFormValues = { contact: '', reason: '', amount: '' };

/** Spec 2 §5 and §8: the refund request form with its success summary or failure text. */
export function RefundForm({ kind, order, onSubmit, onCancel }: RefundFormProps) {
  const [values, setValues] = useState(empty);
  const [invalid, setInvalid] = useState<{ field: RefundFormField; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<RefundReceipt | null>(null);
  const title = kind === 'full' ? '全额退款' : '部分退款';

  const set = (field: RefundFormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };
  const errorOf = (field: RefundFormField) => (invalid?.field === field ? invalid.message : null);

  const submit = async () => {
    setFailure(null);
    const check = checkRefundForm(values, kind, order);
    if (!check.ok) {
      setInvalid({ field: check.field, message: check.message });
      return;
    }
    setSubmitting(true);
    try {
      setReceipt(await onSubmit(check.submission));
    } catch (error) {
      setFailure(refusalText(error, messages.orders.refundSubmitFailed));
    } finally {
      setSubmitting(false);
    }
  };

  if (receipt) {
    return (
      <FormCard title={title}>
        <Notice tone="success" message={receipt.message || messages.orders.refundSubmitted} />
        <dl className={list.field}>
          <dt className={list.label}>订单号</dt>
          <dd className={list.mono}>{receipt.out_trade_no}</dd>
          <dt className={list.label}>退款方式</dt>
          <dd>{receipt.refundall ? '全额退款' : '部分退款'}</dd>
          <dt className={list.label}>退款金额</dt>
          <dd className={list.mono}>¥{receipt.amount}</dd>
          <dt className={list.label}>申请编号</dt>
          <dd className={list.mono}>{receipt.refund_request_id}</dd>
        </dl>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            返回订单
          </Button>
        ) : null}
      </FormCard>
    );
  }

  return (
    <FormCard title={title} onSubmit={() => void submit()}>
      <p className={formCard.description}>
        订单号 <span className={list.mono}>{order.outTradeNo}</span>
        {order.productName ? ` · ${order.productName}` : ''} · 实付 ¥{order.paid}
      </p>
      {kind === 'partial' ? (
        <TextField
          label="退款金额（元）"
          value={values.amount}
          onChange={set('amount')}
          error={errorOf('amount')}
          inputMode="decimal"
          placeholder={`最多 ${order.paid}`}
        />
      ) : null}
      <TextField
        label="联系方式"
        value={values.contact}
        onChange={set('contact')}
        error={errorOf('contact')}
        placeholder="手机号、微信或邮箱"
      />
      <TextField
        label="退款原因"
        value={values.reason}
        onChange={set('reason')}
        error={errorOf('reason')}
        multiline
      />
      <Notice message={failure} />
      <SubmitButton isSubmitting={submitting} busyLabel="提交中…">
        提交申请
      </SubmitButton>
      {onCancel ? (
        <Button variant="ghost" onPress={onCancel}>
          返回订单
        </Button>
      ) : null}
    </FormCard>
  );
}
