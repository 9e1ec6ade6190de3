import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ChatBody {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
}

export interface ScriptedModel {
  /** For AI_BASE_URL: http://127.0.0.1:<port>/v1 */
  readonly baseUrl: string;
  /** The chat requests received, in order. */
  readonly requests: ChatBody[];
  close(): Promise<void>;
}

/** The facts block the server sent (the system message that lists [F1]…), or ''. */
export function factsBlockOf(body: ChatBody): string {
  return (
    body.messages.find((m) => m.role === 'system' && m.content.includes('[F1]'))?.content ?? ''
  );
}

/**
 * A scripted chat-completions model on loopback: it answers every question by restating, with
 * their [Fn] citations, the facts the request carries — what a grounded model is asked to do — so
 * the tests see whether the retrieval put the right figures in front of the model. It streams in
 * the OpenAI protocol (chat.completion.chunk events, finish_reason, usage, [DONE]).
 */
export async function startScriptedModel(): Promise<ScriptedModel> {
  const requests: ChatBody[] = [];

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as ChatBody;
    requests.push(body);
    const facts = factsBlockOf(body)
      .split('\n')
      .filter((line) => /^\[F\d+\]/.test(line));
    const text =
      facts.length > 0
        ? `根据币见的数据：\n${facts.map((line) => `- ${line}`).join('\n')}\n`
        : '抱歉，我没有找到相关数据。';
    const pieces = text.match(/[\s\S]{1,40}/g) ?? [];
    const chunk = (delta: object, finish: string | null, usage?: object) =>
      `data: ${JSON.stringify({
        id: 'scripted',
        object: 'chat.completion.chunk',
        created: 1_764_000_000,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
        ...(usage ? { usage } : {}),
      })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: '' }, null));
    for (const piece of pieces) res.write(chunk({ content: piece }, null));
    res.write(
      chunk({}, 'stop', {
        prompt_tokens: 100,
        completion_tokens: pieces.length,
        total_tokens: 100 + pieces.length,
      }),
    );
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
