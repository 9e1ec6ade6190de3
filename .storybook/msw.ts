import { isCommonAssetRequest } from 'msw';
import { handlers } from '@coinsight/mocks';
import { setupWorker, type SetupWorker } from 'msw/browser';

/**
 * Every contract endpoint answered by its mock, so a story that fetches gets what the API would send.
 * MSW 3 reads `onUnhandledFrame` (the addon still passes the old `onUnhandledRequest`), so the worker
 * is started here: Storybook's own modules and assets pass through, any other unmocked request warns.
 */
export async function startWorker(): Promise<SetupWorker> {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      if (
        frame.protocol === 'http' &&
        isRequestData(frame.data) &&
        isCommonAssetRequest(frame.data.request)
      )
        return;
      const url = isRequestData(frame.data) ? new URL(frame.data.request.url) : null;
      if (url && url.origin === location.origin && !url.pathname.startsWith('/api/')) return;
      defaults.warn();
    },
  });
  return worker;
}

function isRequestData(data: unknown): data is { request: Request } {
  return (
    typeof data === 'object' &&
    data !== null &&
    'request' in data &&
    data.request instanceof Request
  );
}
