import type { RefundRequestItem } from '@coinsight/domain/api';
import { beijingDate } from '@coinsight/domain/orders';
import { RefundAdminTable, type RefundAdminState } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { AdminSessionEnded, loadRefunds, processRefund } from './refundDesk.ts';

export interface RefundDeskProps {
  /** The admin session ended on the server. */
  onSessionEnded: () => void;
  /** The day opened first. @default today in Beijing */
  initialDate?: string;
}

/** The dashboard's 退款管理 section: the day's pending requests, approved or rejected in place. */
export function RefundDesk({ onSessionEnded, initialDate }: RefundDeskProps) {
  const [date, setDate] = useState(() => initialDate ?? beijingDate(new Date()));
  const [requests, setRequests] = useState<RefundRequestItem[]>([]);
  const [state, setState] = useState<RefundAdminState>('loading');
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
        if (isApiError(error) && (error.status === 401 || error.status === 403))
          return onSessionEnded();
        console.warn('refund list failed', error);
        setState('error');
      },
    );
    return () => controller.abort();
  }, [date, attempt, onSessionEnded]);

  return (
    <RefundAdminTable
      requests={requests}
      date={date}
      onDateChange={setDate}
      state={state}
      onRetry={() => setAttempt((n) => n + 1)}
      onProcess={async (request, action, reason) => {
        try {
          const text = await processRefund(call, request, action, reason);
          // Spec 2 §4: an approved or rejected request leaves the list.
          setRequests((current) => current.filter((r) => r.id !== request.id));
          return text;
        } catch (error) {
          if (error instanceof AdminSessionEnded) onSessionEnded();
          throw error;
        }
      }}
    />
  );
}
