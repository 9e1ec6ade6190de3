import type { RefundRequestItem } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { beijingDate } from '@coinsight/domain/time';
import { RefundAdminTable, type RefundAdminState } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { loadRefunds, processRefund } from './refundDesk.ts';

export interface RefundDeskProps {
  /** The day opened first. @default today in Beijing */
  initialDate?: string;
}

/** The dashboard's 退款管理 section: the day's pending requests, approved or rejected in place. */
export function RefundDesk({ initialDate }: RefundDeskProps) {
  const [date, setDate] = useState(() => initialDate ?? beijingDate(new Date()));
  const [requests, setRequests] = useState<RefundRequestItem[]>([]);
  const [state, setState] = useState<RefundAdminState>('loading');
  const [failure, setFailure] = useState<string>(messages.admin.refundsLoadFailed);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    loadRefunds(call, date, controller.signal).then(
      (loaded) => {
        setRequests(loaded);
        setState('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // An admin session the server ended says so; the admin logs in again from 退出登录.
        const ended = isApiError(error) && (error.status === 401 || error.status === 403);
        if (!ended) console.warn('refund list failed', error);
        setFailure(ended ? messages.account.sessionEnded : messages.admin.refundsLoadFailed);
        setState('error');
      },
    );
    return () => controller.abort();
  }, [date, attempt]);

  return (
    <RefundAdminTable
      requests={requests}
      date={date}
      onDateChange={setDate}
      state={state}
      errorText={failure}
      onRetry={() => setAttempt((n) => n + 1)}
      onProcess={async (request, action, reason) => {
        const text = await processRefund(call, request, action, reason);
        // Spec 2 §4: an approved or rejected request leaves the list.
        setRequests((current) => current.filter((r) => r.id !== request.id));
        return text;
      }}
    />
  );
}
