import { approveJoinRequest, joinRequests } from '@coinsight/domain/api';
import { useToast } from '@coinsight/ui';
import { useCallback, useEffect, useState } from 'react';
import type { Call } from '../api/client.ts';
import type { SiteStore } from '../store/store.ts';
import type { Load } from './useConversations.ts';

/**
 * The join requests of the groups this member manages. They live in the site's store, where the
 * notification socket appends the live ones (join_request_notification); this loads the pending ones
 * and decides them on the server, showing the status at once (spec 1 §4).
 */
export function useJoinRequests(call: Call, store: SiteStore) {
  const toast = useToast();
  const [load, setLoad] = useState<Load>('loading');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoad('loading');
    call(joinRequests, { signal: abort.signal })
      .then(({ results }) => {
        results.forEach((request) => store.actions.addJoinRequest(request));
        setLoad('ready');
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('chat: join requests failed', error);
        setLoad('error');
      });
    return () => abort.abort();
  }, [call, store, version]);

  const decide = useCallback(
    (id: number, reject: boolean) => {
      const request = store.state.joinRequests.find((r) => r.id === id);
      if (!request || request.status !== 'pending') return;
      request.status = reject ? 'rejected' : 'accepted';
      call(approveJoinRequest, {
        body: reject ? { request_id: id, reject: true } : { request_id: id },
      })
        .then(({ status }) => {
          request.status = status;
        })
        .catch((error: unknown) =>
          toast.show(error instanceof Error ? error.message : '处理失败', 'error'),
        );
    },
    [call, store, toast],
  );

  return {
    load,
    reload: () => setVersion((v) => v + 1),
    accept: (id: number) => decide(id, false),
    reject: (id: number) => decide(id, true),
    // Spec 1 §4: clearing empties the list locally.
    clear: () => store.state.joinRequests.splice(0),
  };
}
