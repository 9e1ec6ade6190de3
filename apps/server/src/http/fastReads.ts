import { randomBytes } from 'node:crypto';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { memberCookie } from '../plugins/auth.ts';
import { csrfCookie } from '../plugins/csrf.ts';
import { compressible, gzipped, serialisedOf } from './cachedAnswers.ts';
import { plainCookies } from './cookieHeader.ts';
import { memberCredentials, type MemberCredentials } from './credentials.ts';

/** One address a fast read route answered, as its handler learned it on the full path. */
export interface LearnedRead {
  /** The contract endpoint's id. */
  id: string;
  /** Whether the answer is a cached object sent with its ETag (RouteCaching.etag). */
  etag: boolean;
  /**
   * The route's answer for this member at this address (its params and query already parsed):
   * the role check, the handler and the response check, throwing wherever the route would refuse.
   */
  answer(member: MemberCredentials | null, request: Request, h: ResponseToolkit): Promise<unknown>;
}

/** Headers hapi writes per request, or that only some requests carry: never replayed. */
const perRequest = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'set-cookie',
]);

const replayedStatuses = new Set([200, 304]);

/** The random bytes of a crumb: 43 base64url characters, as @hapi/crumb makes it (256 bits). */
const crumbBytes = 33;
/**
 * Crumbs' random bytes drawn 128 at a time: one call to the system's generator per crumb was a
 * twelfth of a first visit's CPU time. Each byte serves one crumb only.
 */
let crumbPool = Buffer.alloc(0);
let crumbAt = 0;

function freshCrumb(): string {
  if (crumbAt + crumbBytes > crumbPool.length) {
    crumbPool = randomBytes(crumbBytes * 128);
    crumbAt = 0;
  }
  const value = crumbPool.toString('base64url', crumbAt, crumbAt + crumbBytes).slice(0, 43);
  crumbAt += crumbBytes;
  return value;
}

/** The attributes after a lone crumb cookie in a Set-Cookie header hapi wrote. */
const crumbLine = new RegExp(`^${csrfCookie}=[^;]*(;.*)?$`);

/** hapi marks server.inject's requests (tests, Nes's socket requests); its types leave it out. */
const isInjected = (request: Request) =>
  (request as Request & { isInjected?: boolean }).isInjected === true;

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    /** Absent when the server was built without them (createServer's `fastReads: false`). */
    fastReads?: FastReads;
  }
  interface RequestApplicationState {
    /** The endpoint a fast read answered, for the request log (the response itself is hapi's abandon). */
    fastRead?: string;
  }
}

/**
 * The cached reads (the price series, the macro and calendar answers) and getusername, answered at
 * hapi's onRequest step instead of after its route lifecycle: a trivial hapi route spent half
 * its time in that lifecycle (the route look-up, the cookie parse, eight extension points, the
 * response marshal), which the product's reads paid on top of their own work.
 *
 * Nothing is guessed. An address is answered here only after its route has answered it once on the
 * full path, which parsed and checked its params and query and left the route's handler with them
 * (`learn`); the headers are those hapi wrote on that route's last full-path 200 or 304, less the
 * per-request ones, which are set here as hapi sets them. The same session look-up (through the
 * session cache, with its touch), role check, handler and response check run, and the same log
 * line is written. Whatever is not plainly the common case goes the full path, which answers it as
 * before: a first visit until hapi has set a CSRF cookie once, an odd Cookie header, a session cookie
 * that opens no session (it clears it), a refusal or an error, an If-None-Match naming the current
 * tag in any form but the one it was sent in, an encoding other than gzip or none, HEAD, a Range,
 * an injected request.
 */
export class FastReads {
  private readonly reads = new Map<string, LearnedRead>();
  private readonly headers = new Map<string, Map<number, string[]>>();
  /** What follows the value in the Set-Cookie of a new crumb, as hapi last wrote it. */
  private crumbAttributes: string | undefined;
  /** How many requests were answered here (tests and the bench read it). */
  served = 0;

  constructor(private readonly maxAddresses = 1_000) {}

  /** The addresses known, oldest first. */
  addresses(): string[] {
    return [...this.reads.keys()];
  }

  /** Called by a fast read route's handler on the full path, with the address's parsed input. */
  learn(request: Request, read: LearnedRead): void {
    if (request.method !== 'get') return;
    const address = request.raw.req.url ?? '';
    if (!this.reads.has(address)) {
      if (this.reads.size >= this.maxAddresses) {
        const oldest = this.reads.keys().next();
        if (!oldest.done) this.reads.delete(oldest.value);
      }
      this.reads.set(address, read);
    }
    const known = this.headers.get(read.id);
    if (known?.has(200) && (!read.etag || known.has(304)) && this.crumbAttributes !== undefined)
      return;
    const res = request.raw.res;
    res.once('finish', () => {
      if (!replayedStatuses.has(res.statusCode)) return;
      const written = res.getHeaders();
      const cookies = written['set-cookie'];
      const lone = Array.isArray(cookies) && cookies.length === 1 ? cookies[0] : cookies;
      const crumb = typeof lone === 'string' ? crumbLine.exec(lone) : null;
      if (crumb) this.crumbAttributes = crumb[1] ?? '';
      // A computed answer that hapi compressed or considered compressing varies by encoding.
      if (!read.etag && written.vary !== undefined) return;
      const flat: string[] = [];
      for (const [name, value] of Object.entries(written)) {
        if (perRequest.has(name) || value === undefined) continue;
        flat.push(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      let byStatus = this.headers.get(read.id);
      if (!byStatus) this.headers.set(read.id, (byStatus = new Map()));
      byStatus.set(res.statusCode, flat);
    });
  }

  /**
   * The onRequest step: answers a learned address, or lets hapi go on. hapi has already read the
   * Accept-Encoding header by then (`request.info.acceptEncoding`), for every request.
   */
  async answer(request: Request, h: ResponseToolkit): Promise<symbol> {
    if (request.method !== 'get' || isInjected(request)) return h.continue;
    const read = this.reads.get(request.raw.req.url ?? '');
    if (!read || request.headers.range !== undefined) return h.continue;
    const cookies = plainCookies(request.raw.req.headers.cookie);
    if (!cookies) return h.continue;
    // A first visit gets its CSRF cookie here as on the full path, once hapi has shown its form.
    const crumbAttributes = cookies.get(csrfCookie) ? null : this.crumbAttributes;
    if (crumbAttributes === undefined) return h.continue;

    let member: MemberCredentials | null = null;
    const sealed = cookies.get(memberCookie);
    if (sealed) {
      const user = await request.server.app.sessions.open('member', sealed);
      member = user && memberCredentials(user);
      if (!member) return h.continue;
    }

    let result: unknown;
    try {
      result = await read.answer(member, request, h);
    } catch {
      return h.continue;
    }
    if (typeof result !== 'object' || result === null) return h.continue;

    let status = 200;
    let payload: string | Buffer;
    const extra: string[] = [];
    if (read.etag) {
      const entry = serialisedOf(result);
      const encoding = request.info.acceptEncoding;
      // hapi would compress on the fly in any other encoding it knows, and tag by it.
      if (encoding !== 'gzip' && encoding !== 'identity') return h.continue;
      const zipped = encoding === 'gzip' && compressible(request, entry.bytes);
      // The tag a browser sends back is the current one (304) or an older one that cannot
      // contain it (200); any other form of it (weak, another encoding's) is hapi's to judge.
      const asked = request.raw.req.headers['if-none-match'];
      if (asked?.includes(entry.tag)) {
        if (asked !== (zipped ? `"${entry.tag}-gzip"` : `"${entry.tag}"`)) return h.continue;
        status = 304;
      }
      // hapi tags a 304 by the encoding asked for even when its 200 would go uncompressed.
      const tagged = encoding === 'gzip' && (zipped || status === 304);
      payload = zipped ? gzipped(entry) : entry.body;
      if (zipped) extra.push('content-encoding', 'gzip');
      extra.push('etag', tagged ? `"${entry.tag}-gzip"` : `"${entry.tag}"`);
    } else {
      payload = JSON.stringify(result);
    }
    const bytes = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    // A computed answer this large hapi would compress on the fly.
    if (!read.etag && compressible(request, bytes)) return h.continue;

    const known = this.headers.get(read.id)?.get(status);
    if (!known) return h.continue;
    if (status === 200) extra.push('content-length', String(bytes));
    if (crumbAttributes !== null)
      extra.push('set-cookie', `${csrfCookie}=${freshCrumb()}${crumbAttributes}`);
    const res = request.raw.res;
    res.writeHead(status, [...known, ...extra]);
    res.end(status === 200 ? payload : undefined);
    request.app.fastRead = read.id;
    this.served += 1;
    return h.abandon;
  }
}

/**
 * Answers the learned reads first thing. Registered after the plugins, so the realtime plugin's
 * onRequest refusal of socket requests runs before it (and those are injected, so never answered).
 */
export function registerFastReads(server: Server): void {
  const reads = new FastReads();
  server.app.fastReads = reads;
  server.ext('onRequest', (request, h) => reads.answer(request, h));
}
