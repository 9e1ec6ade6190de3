import { outTradeNo } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { checkRefundApplication } from '@coinsight/domain/orders';
import { useState } from 'react';
import { refusalText } from '../../primitives/Notice/refusalText.ts';
import { SubmitButton } from '../../primitives/SubmitButton/SubmitButton.tsx';
import { FormCard } from '../../primitives/FormCard/FormCard.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';

export interface RefundApplication {
  out_trade_no: string;
  reason: string;
  contact: string;
}

export interface RefundApplicationFormProps {
  /** The order the application is for, when the page knows it (it can still be edited). */
  outTradeNo?: string;
  /** payment/reason; resolves with the server's confirmation, rejects with the text to show. */
  onSubmit: (application: RefundApplication) => Promise<string>;
}

/** Spec 2 §2.10 and §5: the refund application form (reason and contact, non-blank). */
export function RefundApplicationForm({
  outTradeNo: initialTradeNo = '',
  onSubmit,
}: RefundApplicationFormProps) {
  const [tradeNo, setTradeNo] = useState(initialTradeNo);
  const [reason, setReason] = useState('');
  const [contact, setContact] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; ok: boolean } | null>(null);

  const submit = async () => {
    const check = checkRefundApplication({ reason, contact });
    if (!check.ok) return setAnswer({ text: check.message, ok: false });
    const number = outTradeNo.safeParse(tradeNo.trim());
    if (!number.success) return setAnswer({ text: messages.membership.tradeNoInvalid, ok: false });
    setAnswer(null);
    setSubmitting(true);
    try {
      const text = await onSubmit({
        out_trade_no: number.data,
        reason: reason.trim(),
        contact: contact.trim(),
      });
      setAnswer({ text: text || messages.orders.refundSubmitted, ok: true });
    } catch (error) {
      setAnswer({ text: refusalText(error, messages.orders.refundFailedRetry), ok: false });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormCard title="退款申请" onSubmit={() => void submit()}>
      <TextField label="订单号" value={tradeNo} onChange={setTradeNo} />
      <TextField label="退款原因" value={reason} onChange={setReason} multiline />
      <TextField
        label="联系方式"
        value={contact}
        onChange={setContact}
        placeholder="手机号、微信或邮箱"
      />
      <Notice message={answer?.text ?? null} tone={answer?.ok ? 'success' : 'error'} />
      <SubmitButton isSubmitting={submitting} busyLabel="提交中…" isDisabled={answer?.ok === true}>
        提交
      </SubmitButton>
    </FormCard>
  );
}
