import type { AlertRule } from '@coinsight/domain/alerts';
import { addAlert, alertList, removeAlert, type AlertView } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { AlertsPanel } from '@coinsight/ui';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { call } from '../../api/client.ts';

const m = messages.alerts;

const reasonOf = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message ? error.message : fallback;

/** /toDesk's alerts panel for a VIP (issue 17): alerts.list, add and remove. */
export function DeskAlerts() {
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [alerts, setAlerts] = useState<AlertView[]>([]);
  const [limit, setLimit] = useState(20);
  const [adding, setAdding] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setState('loading');
    call(alertList, { signal: abort.signal }).then(
      (answer) => {
        setAlerts(answer.results);
        setLimit(answer.limit);
        setState('ready');
      },
      () => {
        if (!abort.signal.aborted) setState('error');
      },
    );
    return () => abort.abort();
  }, [attempt]);

  const onAdd = useCallback(async (rule: AlertRule) => {
    setAdding(true);
    setAddError(null);
    try {
      const { alert } = await call(addAlert, { body: rule });
      setAlerts((current) => [...current, alert]);
    } catch (error) {
      setAddError(reasonOf(error, m.addFailed));
      throw error;
    } finally {
      setAdding(false);
    }
  }, []);

  const onRemove = useCallback((id: number) => {
    setRemovingId(id);
    setRemoveError(null);
    call(removeAlert, { params: { id } })
      .then(
        (answer) => setAlerts(answer.results),
        (error: unknown) => setRemoveError(reasonOf(error, m.removeFailed)),
      )
      .finally(() => setRemovingId(null));
  }, []);

  return (
    <AlertsPanel
      state={state}
      alerts={alerts}
      limit={limit}
      onAdd={onAdd}
      onRemove={onRemove}
      onRetry={() => setAttempt((n) => n + 1)}
      removingId={removingId}
      adding={adding}
      addError={addError}
      removeError={removeError}
    />
  );
}
