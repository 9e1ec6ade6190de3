import { messages } from '@coinsight/domain/messages';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';

export interface AdminLoad<T> {
  data: T | null;
  state: 'ready' | 'loading' | 'error';
  errorText: string;
  retry: () => void;
  /** Replaces the data after a change the server confirmed. */
  setData: (data: T) => void;
}

/**
 * Loads one dashboard screen's data when `key` changes (and on 重试): the server's reason on a
 * refusal (a role without the right, a bad filter), 登录已失效 when the admin session ended.
 */
export function useAdminLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  fallback: string,
): AdminLoad<T> {
  const [data, setData] = useState<T | null>(null);
  const [state, setState] = useState<'ready' | 'loading' | 'error'>('loading');
  const [errorText, setErrorText] = useState(fallback);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    load(controller.signal).then(
      (loaded) => {
        setData(loaded);
        setState('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const ended = isApiError(error) && error.status === 401;
        const refused = isApiError(error) && error.status >= 400 && error.status < 500;
        if (!refused) console.warn('dashboard load failed', error);
        setErrorText(
          ended
            ? messages.account.sessionEnded
            : refused && error instanceof Error && error.message
              ? error.message
              : fallback,
        );
        setState('error');
      },
    );
    return () => controller.abort();
    // `load` is rebuilt each render; `key` names what it loads.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, state, errorText, retry, setData };
}

/** The text to show for a refused or failed action. */
export function actionFailure(error: unknown): Error {
  if (error instanceof Error && error.message) return error;
  return new Error(messages.orders.operationFailed);
}
