import { quota } from '@coinsight/domain/api';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/client.ts';

export interface AiQuota {
  remaining: number;
  limit: number;
  /** The answers come from the offline 本地分析助手 (no model key on the server). */
  offline: boolean;
}

/** Today's questions left, re-read after each answer; nothing shows while it is unknown. */
export function useAiQuota() {
  const [state, setState] = useState<AiQuota | null>(null);
  const reload = useCallback(async () => {
    try {
      const { data } = await call(quota);
      setState({ remaining: data.remaining, limit: data.limit, offline: data.offline });
    } catch {
      // The line is a hint; the question itself reports a used-up quota with the server's text.
      setState(null);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { quota: state, reload };
}
