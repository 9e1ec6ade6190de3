import type { Page } from 'playwright-core';

/**
 * Resolves with the time of the next server frame of `type` ('hello', 'sub') on this page's
 * sockets, for `path` when given: a test waits for the page's subscription before pushing to it.
 */
export function nextFrame(page: Page, type: string, path?: string): Promise<number> {
  return new Promise<number>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame: unknown = JSON.parse(String(payload));
        if (typeof frame !== 'object' || frame === null || !('type' in frame)) return;
        if (frame.type === type && (path === undefined || ('path' in frame && frame.path === path)))
          resolve(Date.now());
      }),
    );
  });
}
