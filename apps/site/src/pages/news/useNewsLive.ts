import type { NewsItem } from '@coinsight/domain/api';
import { newsSubscription } from '@coinsight/domain/realtime';
import { useEffect, useRef } from 'react';
import { useLiveConnection } from '../../realtime/liveConnection.ts';
import { pushedItem } from './newsData.ts';

/**
 * Calls `onItem` with every news item the server publishes while the page is open. It rides on the
 * session's one socket (members); a visitor has none and reloads to see new items.
 */
export function useNewsLive(onItem: (item: NewsItem) => void): void {
  const connection = useLiveConnection();
  const latest = useRef(onItem);
  latest.current = onItem;
  useEffect(() => {
    if (!connection) return;
    connection.subscribe(newsSubscription, (message) => {
      const item = pushedItem(message);
      if (item) latest.current(item);
    });
    return () => connection.unsubscribe(newsSubscription);
  }, [connection]);
}
