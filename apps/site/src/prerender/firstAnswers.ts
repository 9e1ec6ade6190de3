import type { AnyEndpoint, ResponseOf } from '@coinsight/domain/api';
import { callAddress, type CallInput } from '../api/client.ts';

/**
 * The answers of a page's first calls, when the server rendered the page with them (the server's
 * `plugins/site.ts`, the renderer's `renderRoot`): a visitor's answers, keyed by the address the
 * site's client asks for (path and query). The page's first render reads them, so the browser takes
 * over markup drawn from the same answers, and does not wait for the calls to draw its content.
 *
 * They hold until the first navigation: a page opened later, or this one opened again, asks the
 * server as usual. Not before: parts of the first render (the page's chunk behind its Suspense
 * boundary) are taken over after the shell is on screen, and must read the same answers.
 */
export const firstAnswersId = 'first-answers';

let answers: ReadonlyMap<string, unknown> | undefined;

function fromDocument(): ReadonlyMap<string, unknown> {
  // Drawn for the address the page was loaded at: the first navigation (wouter announces its own
  // as `pushState`) leaves them behind.
  for (const navigation of ['pushState', 'popstate'])
    globalThis.addEventListener?.(navigation, forgetFirstAnswers, { once: true });
  const text = globalThis.document?.getElementById(firstAnswersId)?.textContent;
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object'
      ? new Map(Object.entries(parsed))
      : new Map();
  } catch {
    return new Map();
  }
}

/** For the renderer: the answers the render in progress reads, instead of the document's. */
export function provideFirstAnswers(provided: Readonly<Record<string, unknown>>): void {
  answers = new Map(Object.entries(provided));
}

/** Pages rendered from now on make their calls. */
export function forgetFirstAnswers(): void {
  answers = new Map();
}

/**
 * The answer the page came with for the call of `endpoint` with `input`, checked as the client
 * checks an answer; null when there is none or it does not fit.
 */
export function firstAnswer<E extends AnyEndpoint>(
  endpoint: E,
  input?: Pick<CallInput<E>, 'params' | 'query'>,
): ResponseOf<E> | null {
  if (endpoint.method !== 'GET') return null;
  answers ??= fromDocument();
  const answer = answers.get(callAddress(endpoint, input));
  if (answer === undefined) return null;
  const parsed = endpoint.response.safeParse(answer);
  return parsed.success ? (parsed.data as ResponseOf<E>) : null;
}

/**
 * The answers as the page's data block: JSON in which `<` is escaped, so no text an answer holds
 * (a title with `</script>` in it) can end the element or open another.
 */
export function firstAnswersScript(provided: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(provided).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${firstAnswersId}">${json}</script>`;
}
