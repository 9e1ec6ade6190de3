import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { repoRoot } from '../src/config.ts';

/** The recorded DeepSeek stream the shared reference data holds (not committed here). */
export const recordedStreamPath = resolve(
  repoRoot,
  '../shared/reference-data/deepseek-stream-example.txt',
);

/**
 * A small stream of our own in the same shape, for machines without the shared recording:
 * reasoning first, then the answer, then usage with finish_reason.
 */
const ownRecording = [
  { reasoning_content: '用户在问好。', content: null },
  { reasoning_content: '友好地回应即可。', content: null },
  { reasoning_content: null, content: '你好' },
  { reasoning_content: null, content: '！有什么可以帮你？' },
]
  .map((delta, i, all) =>
    JSON.stringify({
      id: 'own-recording',
      object: 'chat.completion.chunk',
      created: 1_764_000_000,
      model: 'deepseek-reasoner',
      choices: [
        { index: 0, delta, finish_reason: i === all.length - 1 ? 'stop' : null, logprobs: null },
      ],
      ...(i === all.length - 1
        ? { usage: { prompt_tokens: 6, completion_tokens: 20, total_tokens: 26 } }
        : {}),
    }),
  )
  .map((json) => `data: ${json}\n\n`)
  .join('')
  .concat('data: [DONE]\n\n');

/** The recording's text: the shared file when it is there, our own otherwise. */
export function recordingText(): string {
  return existsSync(recordedStreamPath) ? readFileSync(recordedStreamPath, 'utf8') : ownRecording;
}

/** The `data:` payloads of a recording, [DONE] included, in order. */
export function recordedPayloads(text: string = recordingText()): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice('data: '.length));
}

/** What the upstream does with the next requests. */
export type UpstreamBehaviour =
  | { kind: 'replay' }
  /** Sends the first `after` events, then ends the body cleanly ('end') or drops the socket ('destroy'). */
  | { kind: 'stop'; after: number; how: 'end' | 'destroy' }
  /** Sends the first `after` events, then waits until `release()` before the rest. */
  | { kind: 'hold'; after: number }
  /** Refuses with this status and an OpenAI-style error body. */
  | { kind: 'status'; status: 401 | 429 | 500 | 503 };

export interface FakeAiUpstream {
  /** For AI_BASE_URL: http://127.0.0.1:<port>/v1 */
  readonly baseUrl: string;
  /** Bodies of the chat requests received, in order. */
  readonly requests: Array<{ model: string; stream: boolean; messages: unknown[] }>;
  /** How many requests the client gave up on before the answer ended. */
  readonly aborts: () => number;
  /** Resolves when the next client abort is seen. */
  nextAbort(): Promise<void>;
  behave(behaviour: UpstreamBehaviour): void;
  /** Lets held streams go on. */
  release(): void;
  /** Milliseconds between events (a fixed upstream latency). */
  delayMs: number;
  /** Milliseconds before the first event (the model's time to first token). */
  firstDelayMs: number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fake OpenAI-compatible chat API on loopback (node:http) that replays a recorded DeepSeek
 * stream, with keep-alive comment lines between events as DeepSeek sends them, and can stop
 * mid-stream, hold, refuse with 401/429/5xx, and notice a client that aborts.
 */
export async function startFakeAiUpstream(
  options: { recording?: string; delayMs?: number; firstDelayMs?: number } = {},
): Promise<FakeAiUpstream> {
  const payloads = recordedPayloads(options.recording ?? recordingText());
  const requests: FakeAiUpstream['requests'] = [];
  let behaviour: UpstreamBehaviour = { kind: 'replay' };
  let aborts = 0;
  let abortWaiters: Array<() => void> = [];
  let releaseWaiters: Array<() => void> = [];

  const read = async (req: IncomingMessage): Promise<string> => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return body;
  };

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await read(req)) as FakeAiUpstream['requests'][number];
    requests.push(body);
    const now = behaviour;
    if (now.kind === 'status') {
      res.writeHead(now.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `fake ${now.status}`, type: 'fake_error' } }));
      return;
    }
    if (!body.stream) {
      const chunks = payloads
        .filter((p) => p !== '[DONE]')
        .map(
          (p) =>
            JSON.parse(p) as {
              choices: Array<{
                delta: { content?: string | null; reasoning_content?: string | null };
              }>;
              usage?: unknown;
            },
        );
      const delta = (key: 'content' | 'reasoning_content') =>
        chunks.map((c) => c.choices[0]?.delta[key] ?? '').join('');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'fake',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: {
                role: 'assistant',
                content: delta('content'),
                reasoning_content: delta('reasoning_content'),
              },
            },
          ],
          usage: chunks.at(-1)?.usage,
        }),
      );
      return;
    }
    let finished = false;
    res.on('close', () => {
      if (finished) return;
      aborts += 1;
      for (const waiter of abortWaiters) waiter();
      abortWaiters = [];
    });
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    res.write(': keep-alive\n\n');
    if (api.firstDelayMs > 0) await sleep(api.firstDelayMs);
    for (const [index, payload] of payloads.entries()) {
      if (res.destroyed) return;
      if (now.kind === 'stop' && index === now.after) {
        // As a network failure after what was sent arrived: flushed first, then the socket drops.
        if (now.how === 'destroy') res.write(': \n\n', () => setTimeout(() => res.destroy(), 20));
        else {
          finished = true;
          res.end();
        }
        return;
      }
      if (now.kind === 'hold' && index === now.after)
        await new Promise<void>((resolve) => releaseWaiters.push(resolve));
      if (res.destroyed) return;
      res.write(`data: ${payload}\n\n`);
      if (index % 5 === 4) res.write(': keep-alive\n\n');
      if (api.delayMs > 0) await sleep(api.delayMs);
    }
    finished = true;
    res.end();
  }

  const server: Server = createServer((req, res) => {
    answer(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const api: FakeAiUpstream = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    aborts: () => aborts,
    nextAbort: () => new Promise<void>((resolve) => abortWaiters.push(resolve)),
    behave: (next) => {
      behaviour = next;
    },
    release: () => {
      for (const waiter of releaseWaiters) waiter();
      releaseWaiters = [];
    },
    delayMs: options.delayMs ?? 0,
    firstDelayMs: options.firstDelayMs ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        api.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return api;
}
