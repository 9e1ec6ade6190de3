import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Server, ServerOptions } from '@hapi/hapi';
import type { RequestLine } from '../logger.ts';
import { acceptedEncoding } from './acceptEncoding.ts';
import { compressible, gzipped, serialisedOf } from './cachedAnswers.ts';
import { plainCookies } from './cookieHeader.ts';
import { csrfCookie, memberCookie } from './cookies.ts';
import { memberCredentials, type MemberCredentials } from '../sessions/credentials.ts';
import type { SessionResolver } from './credentials.ts';

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
  answer(member: MemberCredentials | null): Promise<unknown>;
}

/** What the fast reads use of the server they answer for. */
export interface FastReadServer {
  sessions: Pick<SessionResolver, 'open'>;
  /** The server's settings, for its compression. */
  settings: ServerOptions;
  /** The request log, which hapi's response event writes for every other request. */
  log(line: RequestLine): void;
}

/** A learned address: its read and the path hapi read from it, for the log line. */
interface KnownAddress {
  read: LearnedRead;
  path: string;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

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

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    /** Absent when the server was built without them (createServer's `fastReads: false`). */
    fastReads?: FastReads;
  }
}

/** What a request must be for a fast answer, read before anything is awaited. */
interface Candidate {
  known: KnownAddress;
  cookies: Map<string, string>;
  /** The attributes of a new crumb cookie to send, or null when the request has its crumb. */
  crumbAttributes: string | null;
  encoding: string;
}

/**
 * The cached reads (the price series, the macro and calendar answers, news search) and getusername,
 * answered from node's own request, before hapi builds its Request: a trivial hapi route spent
 * half its time in hapi's request (its construction, the Accept-Encoding parse, the route look-up,
 * the cookie parse, the extension points, the response marshal), which the product's reads paid on
 * top of their own work.
 *
 * Nothing is guessed. An address is answered here only after its route has answered it once on the
 * full path, which parsed and checked its params and query and left the route's handler with them
 * (`learn`); the headers are those hapi wrote on that route's last full-path 200 or 304, less the
 * per-request ones, which are set here as hapi sets them. The same session look-up (through the
 * session cache, with its touch), role check, handler and response check run, and the same log
 * line is written. Whatever is not plainly the common case is handed to hapi, which answers it as
 * before: a first visit until hapi has set a CSRF cookie once, an odd Cookie or Accept-Encoding
 * header, a session cookie that opens no session (it clears it), a refusal or an error, an
 * If-None-Match naming the current tag in any form but the one it was sent in, an encoding other
 * than gzip or none, HEAD, a Range. A GET's body is never read here, so hapi takes over a request
 * as if it had come straight to it. server.inject never reaches the listener: always the full path.
 */
export class FastReads {
  private readonly reads = new Map<string, KnownAddress>();
  private readonly headers = new Map<string, Map<number, string[]>>();
  /** What follows the value in the Set-Cookie of a new crumb, as hapi last wrote it. */
  private crumbAttributes: string | undefined;
  /** Set while the server stops: every request is hapi's, which drains what it holds. */
  private closing = false;
  private inFlight = 0;
  private drained: (() => void) | undefined;
  /** How many requests were answered here (tests and the bench read it). */
  served = 0;

  constructor(
    private readonly server: FastReadServer,
    private readonly maxAddresses = 1_000,
  ) {}

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
      this.reads.set(address, { read, path: request.path });
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
   * The listener's request handler: answers a learned address, or hands the request to `hapi`
   * (at once, or once the fast answer has turned out not to be the plain case).
   */
  serve(req: IncomingMessage, res: ServerResponse, hapi: Listener): void {
    const candidate = this.candidate(req);
    if (!candidate) return hapi(req, res);
    this.inFlight += 1;
    void this.answer(candidate, req, res)
      // Whatever fails once the head is written is past handing over: hapi would answer twice.
      .catch(() => res.headersSent)
      .then((answered) => {
        try {
          if (!answered) hapi(req, res);
        } finally {
          // After hapi has the request: a stop waiting here then finds it among hapi's own.
          this.inFlight -= 1;
          if (this.inFlight === 0) this.drained?.();
        }
      });
  }

  /** From now on every request goes to hapi; resolves once the fast answers under way are sent. */
  close(): Promise<void> {
    this.closing = true;
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((done) => (this.drained = done));
  }

  /** Answers fast again (the server started again after a stop). */
  open(): void {
    this.closing = false;
  }

  private candidate(req: IncomingMessage): Candidate | null {
    if (this.closing || req.method !== 'GET') return null;
    const known = this.reads.get(req.url ?? '');
    if (!known || req.headers.range !== undefined) return null;
    const cookies = plainCookies(req.headers.cookie);
    if (!cookies) return null;
    // A first visit gets its CSRF cookie here as on the full path, once hapi has shown its form.
    const crumbAttributes = cookies.get(csrfCookie) ? null : this.crumbAttributes;
    if (crumbAttributes === undefined) return null;
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (encoding === null) return null;
    return { known, cookies, crumbAttributes, encoding };
  }

  /** Sends the answer and returns true, or sends nothing and returns false. */
  private async answer(
    { known: { read, path }, cookies, crumbAttributes, encoding }: Candidate,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<boolean> {
    const received = Date.now();
    let member: MemberCredentials | null = null;
    const sealed = cookies.get(memberCookie);
    if (sealed) {
      const user = await this.server.sessions.open('member', sealed);
      member = user && memberCredentials(user);
      if (!member) return false;
    }

    const result = await read.answer(member);
    if (typeof result !== 'object' || result === null) return false;

    let status = 200;
    let payload: string | Buffer;
    const extra: string[] = [];
    if (read.etag) {
      const entry = serialisedOf(result);
      // hapi would compress on the fly in any other encoding it knows, and tag by it.
      if (encoding !== 'gzip' && encoding !== 'identity') return false;
      const zipped = encoding === 'gzip' && compressible(this.server.settings, entry.bytes);
      // The tag a browser sends back is the current one (304) or an older one that cannot
      // contain it (200); any other form of it (weak, another encoding's) is hapi's to judge.
      const asked = req.headers['if-none-match'];
      if (asked?.includes(entry.tag)) {
        if (asked !== (zipped ? `"${entry.tag}-gzip"` : `"${entry.tag}"`)) return false;
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
    if (!read.etag && compressible(this.server.settings, bytes)) return false;

    const known = this.headers.get(read.id)?.get(status);
    if (!known) return false;
    if (status === 200) extra.push('content-length', String(bytes));
    if (crumbAttributes !== null)
      extra.push('set-cookie', `${csrfCookie}=${freshCrumb()}${crumbAttributes}`);
    res.writeHead(status, [...known, ...extra]);
    res.end(status === 200 ? payload : undefined);
    this.served += 1;
    this.server.log({ method: 'GET', path, status, ms: Date.now() - received, route: read.id });
    return true;
  }
}

/**
 * Puts the fast reads in front of hapi on the server's listener: hapi's own request handler gets
 * what they do not answer. A stop waits (onPreStop, before hapi closes the idle connections) for
 * the fast answers under way, which hapi does not know of.
 */
export function registerFastReads(server: Server, log: (line: RequestLine) => void): void {
  const reads = new FastReads({ sessions: server.app.sessions, settings: server.settings, log });
  server.app.fastReads = reads;
  const { listener } = server;
  const hapiListeners = listener.listeners('request') as Listener[];
  listener.removeAllListeners('request');
  const hapi: Listener = (req, res) => {
    for (const answer of hapiListeners) answer.call(listener, req, res);
  };
  listener.on('request', (req: IncomingMessage, res: ServerResponse) =>
    reads.serve(req, res, hapi),
  );
  server.ext('onPreStart', () => reads.open());
  server.ext('onPreStop', () => reads.close());
}
