import { adminOutbox } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { OutboxList, outboxListTexts, type OutboxListState, type OutboxMail } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';

/** The dashboard's 首页: the outbox mails kept while no SMTP server is configured. */
export function OutboxPanel() {
  const [mails, setMails] = useState<OutboxMail[]>([]);
  const [state, setState] = useState<OutboxListState>('loading');
  const [failure, setFailure] = useState<string>(outboxListTexts.loadFailed);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    call(adminOutbox, { signal: controller.signal }).then(
      (answer) => {
        setMails(answer.mails);
        setState('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // As on the refund desk: an admin session the server ended says so.
        const ended = isApiError(error) && (error.status === 401 || error.status === 403);
        if (!ended) console.warn('outbox failed', error);
        setFailure(ended ? messages.account.sessionEnded : outboxListTexts.loadFailed);
        setState('error');
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return (
    <OutboxList
      mails={mails}
      state={state}
      errorText={failure}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
