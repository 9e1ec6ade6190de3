import { buildPath, errorBody, model, resume, type BodyOf } from '@coinsight/domain/api';
import { ApiError } from '../../api/ApiError.ts';
import { csrfCookieName, csrfHeaderName, readCookie } from '../../api/client.ts';
import { readAnswerStream, type AnswerStreamItem } from './eventStream.ts';

/**
 * The two calls that answer with a text/event-stream: the typed client reads whole bodies, so these
 * go through fetch and a stream reader, with the client's credentials and CSRF header.
 */
async function openStream(
  url: string,
  init: RequestInit & { csrf: boolean },
): Promise<AsyncGenerator<AnswerStreamItem>> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'text/event-stream');
  if (init.csrf) {
    const token = readCookie(globalThis.document?.cookie ?? '', csrfCookieName);
    if (token) headers.set(csrfHeaderName, token);
  }
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, credentials: 'include' });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, '网络连接失败，请检查网络后重试', 'network', { cause: error });
  }
  if (!response.ok) {
    const failure = errorBody.safeParse(await response.json().catch(() => undefined));
    if (failure.success)
      throw new ApiError(response.status, failure.data.message, failure.data.code);
    throw new ApiError(response.status, `请求失败（${response.status}）`, 'http');
  }
  if (!response.body)
    throw new ApiError(response.status, '服务器返回的数据格式有误', 'invalid_response');
  return readAnswerStream(response.body);
}

/** Asks with stream on: the answer's events as they come. */
export function askStreaming(
  body: Omit<BodyOf<typeof model>, 'stream'>,
  signal: AbortSignal,
): Promise<AsyncGenerator<AnswerStreamItem>> {
  return openStream(model.path, {
    method: model.method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, stream: true }),
    signal,
    csrf: model.csrf,
  });
}

/** Picks up an answer being generated, after the `from` numbered events already held. */
export function resumeStreaming(
  messageId: string,
  from: number,
  signal: AbortSignal,
): Promise<AsyncGenerator<AnswerStreamItem>> {
  const path = buildPath(resume.path, { message_id: messageId });
  return openStream(`${path}?from=${from}`, { method: resume.method, signal, csrf: resume.csrf });
}
