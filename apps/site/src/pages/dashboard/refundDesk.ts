import { logoutAdmin } from '@coinsight/domain/api';
import {
  refundList,
  refundProcess,
  type RefundAction,
  type RefundRequestItem,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import type { Call } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';

const m = messages.orders;

/** refund/get_all: the pending requests submitted on one Beijing day. */
export async function loadRefunds(
  call: Call,
  date: string,
  signal?: AbortSignal,
): Promise<RefundRequestItem[]> {
  const answer = await call(refundList, { query: { date, status: 'pending' }, signal });
  return answer.requests;
}

/** The admin's session ended on the server (登录已失效，请重新登录). */
export class AdminSessionEnded extends Error {
  constructor(options?: { cause?: unknown }) {
    super(messages.account.sessionEnded, options);
    this.name = 'AdminSessionEnded';
  }
}

/**
 * refund/process with spec 2 §8's texts: no answer is 操作失败，请检查网络或重试; otherwise an approval
 * that failed is 操作失败，请重试 and a rejection 拒绝操作失败. Resolves with the server's confirmation.
 */
export async function processRefund(
  call: Call,
  request: Pick<RefundRequestItem, 'id'>,
  action: RefundAction,
  reason?: string,
): Promise<string> {
  try {
    const answer = await call(refundProcess, {
      body: { action, refund_request_id: request.id, ...(reason ? { reason } : {}) },
    });
    return answer.message || (action === 'approve' ? m.refundApproved : m.refundRejected);
  } catch (error) {
    if (isApiError(error) && error.status === 0)
      throw new Error(m.operationFailedNetwork, { cause: error });
    if (isApiError(error) && (error.status === 401 || error.status === 403))
      throw new AdminSessionEnded({ cause: error });
    throw new Error(action === 'approve' ? m.operationFailed : m.rejectFailed, { cause: error });
  }
}

/**
 * loginoutadmin: resolves when the admin is logged out (an admin session the server already ended
 * counts as logged out); rejects with 退出失败，请重试 otherwise.
 */
export async function logOutAdmin(call: Call): Promise<void> {
  try {
    await call(logoutAdmin);
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
    throw new Error(messages.admin.logoutFailed, { cause: error });
  }
}
