import { worker } from '@coinsight/mocks/browser';
import { isCommonAssetRequest } from 'msw';

/**
 * `npm run dev:mock`: MSW answers the API in the page. The site's own modules and assets pass
 * through quietly (MSW 3 calls this option onUnhandledFrame); an unmocked API call warns.
 */
export async function startMockWorker(): Promise<void> {
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const request = requestOf(frame.data);
      if (!request) return defaults.warn();
      const url = new URL(request.url);
      if (isCommonAssetRequest(request)) return;
      if (url.origin === location.origin && !url.pathname.startsWith('/api/')) return;
      defaults.warn();
    },
  });
}

function requestOf(data: unknown): Request | null {
  return typeof data === 'object' &&
    data !== null &&
    'request' in data &&
    data.request instanceof Request
    ? data.request
    : null;
}
