import { isCommonAssetRequest } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

/**
 * The one service worker of the browser: Storybook, `npm run dev:mock` and the site's page tests
 * all start it through `startMockWorker` (the script lives in apps/site/public).
 */
export const worker = setupWorker(...handlers);

/**
 * Requests that are not the API's: the page's own modules and assets (the site's, Storybook's or
 * the test runner's) go to the network as they would without the mocks.
 */
export function passesThrough(request: Request): boolean {
  if (isCommonAssetRequest(request)) return true;
  const url = new URL(request.url);
  return url.origin === location.origin && !url.pathname.startsWith('/api/');
}

export interface StartMockWorkerOptions {
  /**
   * What a request that no mock answers and that does not pass through does: `warn` in the console
   * (Storybook, dev:mock) or `error`, failing it (tests). @default 'warn'
   */
  onUnmocked?: 'warn' | 'error';
  /**
   * Where the worker script is, which is also the worker's scope: Storybook served by the product
   * under /storybook/ keeps its worker there, off the product's own pages. @default '/mockServiceWorker.js'
   */
  workerUrl?: string;
}

/**
 * Starts the worker and resolves with it once it answers. MSW 3 reads `onUnhandledFrame` (the old
 * `onUnhandledRequest`, which msw-storybook-addon 3.0 still passes, is silently ignored).
 */
export async function startMockWorker({
  onUnmocked = 'warn',
  workerUrl = '/mockServiceWorker.js',
}: StartMockWorkerOptions = {}): Promise<SetupWorker> {
  await worker.start({
    quiet: true,
    serviceWorker: { url: workerUrl },
    onUnhandledFrame({ frame, defaults }) {
      const request = requestOf(frame.data);
      if (request && passesThrough(request)) return;
      defaults[onUnmocked]();
    },
  });
  return worker;
}

function requestOf(data: unknown): Request | null {
  return typeof data === 'object' &&
    data !== null &&
    'request' in data &&
    data.request instanceof Request
    ? data.request
    : null;
}
