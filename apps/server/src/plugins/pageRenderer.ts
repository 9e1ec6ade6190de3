import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The site's renderer (apps/site/src/prerender/renderPage.tsx `renderAnswered`), run for the server. */
export interface PageRenderer {
  /** The site's root at `path`, rendered for a visitor on `variant` from its first calls' answers. */
  render(
    path: string,
    variant: 'desktop' | 'mobile',
    answers: Readonly<Record<string, unknown>>,
  ): Promise<string>;
  close(): Promise<void>;
}

/**
 * Runs in the worker: renders one page at a time, since a render gives the worker's global object
 * the browser surface of its viewport (the site's `installViewport`) until it ends.
 */
const workerScript = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.renderer);
let queue = Promise.resolve();
parentPort.on('message', ({ id, path, variant, answers }) => {
  queue = queue
    .then(() => loaded)
    .then((renderer) => renderer.renderAnswered(path, variant, answers))
    .then(
      (html) => parentPort.postMessage({ id, html }),
      (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
    );
});
`;

interface Reply {
  id: number;
  html?: string;
  error?: string;
}

export interface WorkerRendererOptions {
  /** How long the worker is kept after its last render. */
  idleMs?: number;
  /**
   * How long a render may take before its worker is ended: one that never settles would otherwise
   * hold the worker, and every visit with its answers would wait for it.
   */
  renderTimeoutMs?: number;
}

/**
 * The renderer in a worker thread of its own: its render sets browser globals (`window`,
 * `matchMedia`) that the server's own code must never see, and runs React's production build
 * whatever NODE_ENV the server has. It gets no other environment, so none of the server's secrets.
 * The worker starts with a render, stops `idleMs` after the last, and never keeps the process
 * alive.
 */
export function workerRenderer(
  rendererFile: string,
  { idleMs = 60_000, renderTimeoutMs = 10_000 }: WorkerRendererOptions = {},
): PageRenderer {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(html: string): void; reject(error: Error): void }>();
  let idle: NodeJS.Timeout | undefined;

  // Pages are rendered when their answers change, not per visit: between renders the worker's
  // memory (about 25 MiB once the site is loaded, 50 while it loads) is given back.
  const stopWhenIdle = () => {
    clearTimeout(idle);
    if (pending.size > 0) return;
    idle = setTimeout(() => {
      const thread = worker;
      worker = null;
      void thread?.terminate();
    }, idleMs).unref();
  };

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = null;
  };

  const ended = (thread: Worker, error: Error) => {
    if (worker !== thread) return;
    failAll(error);
    void thread.terminate();
  };

  const started = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(workerScript, {
      eval: true,
      workerData: { renderer: pathToFileURL(rendererFile).href },
      env: { NODE_ENV: 'production' },
      // As the server's own --max-semi-space-size=4: a render's garbage is short-lived and small,
      // and the default young generation added ~10 MiB to the worker's peak for no speed.
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    thread.unref();
    thread.on('message', ({ id, html, error }: Reply) => {
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      if (html !== undefined) waiting.resolve(html);
      else waiting.reject(new Error(`the site's renderer failed: ${error}`));
      stopWhenIdle();
    });
    thread.on('error', (error) => ended(thread, error));
    thread.on('exit', (code) => ended(thread, new Error(`the site's renderer stopped (${code})`)));
    worker = thread;
    return thread;
  };

  return {
    render(path, variant, answers) {
      clearTimeout(idle);
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        const thread = started();
        const overdue = setTimeout(
          () => ended(thread, new Error(`the site's renderer took over ${renderTimeoutMs} ms`)),
          renderTimeoutMs,
        ).unref();
        pending.set(id, {
          resolve(html) {
            clearTimeout(overdue);
            resolve(html);
          },
          reject(error) {
            clearTimeout(overdue);
            reject(error);
          },
        });
        thread.postMessage({ id, path, variant, answers });
      });
    },
    async close() {
      clearTimeout(idle);
      const thread = worker;
      failAll(new Error("the site's renderer was closed"));
      if (thread) await thread.terminate();
    },
  };
}
