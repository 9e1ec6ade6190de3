import {
  orderDetail,
  orders,
  paymentReason,
  refundRequest,
  type Order,
  type RefundSubmission,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import type { Call } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';

const m = messages.orders;

/** order/get_all: the member's orders, newest first. */
export async function loadOrders(call: Call, signal?: AbortSignal): Promise<Order[]> {
  const answer = await call(orders, { signal });
  return answer.orders;
}

export interface LoadedOrderDetail {
  order: Order;
  /** Yuan refunded so far. */
  refunded: string;
}

/** order/{out_trade_no}: the order as the server knows it now (status, refunds). */
export async function loadOrderDetail(
  call: Call,
  outTradeNo: string,
  signal?: AbortSignal,
): Promise<LoadedOrderDetail> {
  const answer = await call(orderDetail, { params: { out_trade_no: outTradeNo }, signal });
  return { order: answer.order, refunded: answer.refunded };
}

/**
 * A refusal the member can act on (the server's 4xx reason: 该订单已有待审核的退款申请, 退款金额不能超过订单金额)
 * is shown as the server words it; anything else is spec 2 §8's 提交失败，请稍后重试.
 */
function refusalOf(error: unknown, fallback: string): Error {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
    return new Error(error.message, { cause: error });
  return new Error(fallback, { cause: error });
}

/** refund/send_request: resolves with the receipt the form summarises (申请已提交). */
export async function submitRefund(call: Call, submission: RefundSubmission) {
  try {
    const answer = await call(refundRequest, { body: submission });
    return {
      message: answer.message || m.refundSubmitted,
      refund_request_id: answer.refund_request_id,
      out_trade_no: answer.out_trade_no,
      amount: answer.amount,
      refundall: answer.refundall,
    };
  } catch (error) {
    throw refusalOf(error, m.refundSubmitFailed);
  }
}

/**
 * payment/reason (spec 2 §8): a non-success answer shows the server's message or 提交失败，请重试; no
 * answer at all is 网络错误，请稍后重试.
 */
export async function applyForRefund(
  call: Call,
  application: { out_trade_no: string; reason: string; contact: string },
): Promise<string> {
  let answer: { success: boolean; message: string };
  try {
    answer = await call(paymentReason, { body: application });
  } catch (error) {
    if (isApiError(error) && error.status === 0) throw new Error(m.networkError, { cause: error });
    throw refusalOf(error, m.refundFailedRetry);
  }
  if (!answer.success) throw new Error(answer.message || m.refundFailedRetry);
  return answer.message || m.refundSubmitted;
}
