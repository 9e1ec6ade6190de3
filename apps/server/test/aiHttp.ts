import { AiStreamReader, type SseReadState } from '@coinsight/domain/ai';
import type { AiStreamEvent } from '@coinsight/domain/api';
import { getUsername, model } from '../src/contract.ts';
import type { AppServer } from '../src/startup.ts';
import { addMember, loginAs, setCookies } from './helpers.ts';

/** A member's browser on the listening server: session and crumb cookies, the CSRF header. */
export interface HttpMember {
  id: number;
  headers: Record<string, string>;
}

export const base = (server: AppServer) => `http://127.0.0.1:${server.info.port}`;

/** A member added to the database, logged in, holding the crumb a page load gives. */
export async function httpMember(
  server: AppServer,
  fields: { vipExpiry?: Date | null } = {},
): Promise<HttpMember> {
  const { id } = await addMember(server, fields);
  const { cookie } = await loginAs(server, id);
  const page = await fetch(`${base(server)}${getUsername.path}`, { headers: { cookie } });
  const crumbLine = setCookies({ 'set-cookie': page.headers.getSetCookie() }).get('crumb');
  const crumb = /^crumb=([^;]*)/.exec(crumbLine ?? '')?.[1];
  if (!crumb) throw new Error('no crumb cookie');
  return {
    id,
    headers: { cookie: `${cookie}; crumb=${crumb}`, 'x-csrf-token': crumb },
  };
}

/** POST chart/model as the page sends it. */
export function ask(
  server: AppServer,
  member: HttpMember | null,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${base(server)}${model.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(member?.headers ?? {}) },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

/**
 * Reads an event stream; with `stopAfter`, stops (aborting the request) once that many numbered
 * events have come, as a tab that is refreshed.
 */
export async function readEvents(
  res: Response,
  options: { stopAfter?: number; abort?: AbortController } = {},
): Promise<SseReadState> {
  const reader = new AiStreamReader();
  const decoder = new TextDecoder();
  const body = res.body;
  if (!body) throw new Error('no body');
  const numbered = (events: AiStreamEvent[]) => events.filter((e) => e.type !== 'start').length;
  const source = body.getReader();
  for (;;) {
    const { value, done } = await source.read();
    if (done) break;
    reader.push(decoder.decode(value, { stream: true }));
    if (options.stopAfter !== undefined && numbered(reader.state.events) >= options.stopAfter) {
      // As a closed tab: the connection goes, whatever was still in flight is lost.
      options.abort?.abort();
      await source.cancel().catch(() => {});
      break;
    }
  }
  return reader.state;
}

/** GET with the member's cookies. */
export function get(server: AppServer, member: HttpMember | null, path: string) {
  return fetch(`${base(server)}${path}`, { headers: member?.headers ?? {} });
}

export function del(server: AppServer, member: HttpMember, path: string) {
  return fetch(`${base(server)}${path}`, { method: 'DELETE', headers: member.headers });
}
