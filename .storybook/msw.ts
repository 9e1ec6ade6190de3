import { isCommonAssetRequest, type AnyHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';

// The handlers come from @coinsight/mocks; the glob resolves to nothing until that module exists,
// so Storybook starts either way and mocks the API as soon as the handlers land.
const mockModules = import.meta.glob<{ handlers?: unknown }>('../mocks/handlers/index.ts', { eager: true });

function isHandlerList(value: unknown): value is AnyHandler[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);
}

export const mockHandlers: AnyHandler[] = Object.values(mockModules).flatMap((module) =>
  isHandlerList(module.handlers) ? module.handlers : [],
);

/**
 * MSW 3 reads `onUnhandledFrame` (the addon still passes the old `onUnhandledRequest`), so the worker
 * is started here: Storybook's own modules and assets pass through, any other unmocked request warns.
 */
export async function startWorker(): Promise<SetupWorker> {
  const worker = setupWorker(...mockHandlers);
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      if (frame.protocol === 'http' && isRequestData(frame.data) && isCommonAssetRequest(frame.data.request)) return;
      const url = isRequestData(frame.data) ? new URL(frame.data.request.url) : null;
      if (url && url.origin === location.origin && !url.pathname.startsWith('/api/')) return;
      defaults.warn();
    },
  });
  return worker;
}

function isRequestData(data: unknown): data is { request: Request } {
  return typeof data === 'object' && data !== null && 'request' in data && data.request instanceof Request;
}
