import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileReader, fileReaders } from './fileReader.ts';
import type { PageRenderer } from './pageRenderer.ts';

/**
 * What the site's build writes for the pages whose content is drawn from their first calls
 * (apps/site/src/prerender/prerenderPages.ts): each path's calls, and per prerendered page a copy
 * with this marker where the root goes.
 */
const callsFile = 'prerendered/answered-calls.json';
const rootMarker = '<!--coinsight:answered-root-->';

/** Rendered pages kept, by page file and answers: a phone's and a laptop's of a few days' news. */
const keptPages = 32;

/**
 * How long a visit waits for a render before it gets the build's page instead: a render takes
 * 30–100 ms, starting the renderer's worker 1–3 s, which the next visit's page then has.
 */
const renderWaitMs = 500;

export interface AnsweredPagesOptions {
  /** The built site. */
  root: string;
  renderer: PageRenderer;
  /** A visitor's answer of a same-origin GET address, or null when it is not a 200. */
  answer(address: string): Promise<unknown>;
  /** The visit's day written into the calls' addresses (the site plugin's `withVisitDay`). */
  withVisitDay(text: string, now: number): string;
  /** Told of a render that failed: the visit gets the build's page. */
  failed(error: unknown): void;
}

export interface AnsweredPages {
  /**
   * The page at `path` for the prerendered file `page`, its root rendered from its first calls'
   * answers as of `now`; null for a page without first calls, or when its answers or its render
   * are not to be had in time.
   */
  page(path: string, page: string, now: number): Promise<string | null>;
  close(): Promise<void>;
}

/** Each path's calls, as the build wrote them; none from a file that is not what the build writes. */
function parseCalls(text: string): ReadonlyMap<string, readonly string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new Map();
  }
  if (parsed === null || typeof parsed !== 'object') return new Map();
  return new Map(
    Object.entries(parsed).filter((entry): entry is [string, string[]] => {
      const calls: unknown = entry[1];
      return Array.isArray(calls) && calls.every((call) => typeof call === 'string');
    }),
  );
}

const timeout = (ms: number) =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

/**
 * /toTarget and /toNews draw their content from their first calls. The build cannot know those
 * answers, so its pages show the content only once the scripts have run and asked. Served from
 * here, the page holds the content a visitor's calls answer now, rendered by the site's own
 * renderer, and the answers themselves, which the browser's first render reads to take the markup
 * over. A page is rendered once per set of answers: a new thumbnail or the next news is a new one.
 */
export function answeredPages({
  root,
  renderer,
  answer,
  withVisitDay,
  failed,
}: AnsweredPagesOptions): AnsweredPages {
  const readCalls = fileReader(join(root, callsFile), parseCalls);
  const readTemplate = fileReaders((text) => text);
  const rendered = new Map<string, Promise<string | null>>();

  const template = (page: string) =>
    readTemplate(join(root, page.replace(/\.html$/, '.answered.html')));

  const render = async (
    path: string,
    page: string,
    shell: string,
    answers: Record<string, unknown>,
  ): Promise<string | null> => {
    try {
      const rootHtml = await renderer.render(
        path,
        page.endsWith('.mobile.html') ? 'mobile' : 'desktop',
        answers,
      );
      return shell.replace(rootMarker, () => rootHtml);
    } catch (error) {
      failed(error);
      return null;
    }
  };

  return {
    async page(path, page, now) {
      const calls = (await readCalls())?.get(path);
      if (!calls?.length) return null;
      const built = await template(page);
      if (!built?.includes(rootMarker)) return null;
      const shell = withVisitDay(built, now);
      const answers: Record<string, unknown> = {};
      for (const address of calls.map((call) => withVisitDay(call, now))) {
        const answered = await answer(address);
        if (answered === null) return null;
        answers[address] = answered;
      }
      const key = createHash('sha256')
        .update(`${page}\n${shell}\n${JSON.stringify(answers)}`)
        .digest('base64url');
      let html = rendered.get(key);
      if (!html) {
        html = render(path, page, shell, answers);
        rendered.set(key, html);
        // A failed render is tried again at the next visit.
        void html.then((done) => done ?? rendered.delete(key));
        if (rendered.size > keptPages) rendered.delete(rendered.keys().next().value ?? key);
      }
      return Promise.race([html, timeout(renderWaitMs)]);
    },
    close: () => renderer.close(),
  };
}
