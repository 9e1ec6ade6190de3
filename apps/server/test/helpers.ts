import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import Nes from '@hapi/nes';
import knex from 'knex';
import { pino, type Level, type Logger } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig, repoRoot, type Config } from '../src/config.ts';
import type { ContractRoute } from '../src/http/contractRoute.ts';
import { adminCookie, memberCookie } from '../src/http/cookies.ts';
import { sessionSetCookie } from '../src/plugins/auth.ts';
import { nesAuthPath } from '../src/plugins/realtime.ts';
import { createApp, type AppServer } from '../src/startup.ts';
import { hashPassword, scryptParams } from '../src/security/password.ts';
import { silentLogger } from '../src/logger.ts';
import type { Clock } from '../src/clock.ts';
import { captchaChallenge, captchaVerify, getUsername, login, register } from '../src/contract.ts';
import { offlineSources } from '../src/sources/offline.ts';

export type DatabaseKind = 'sqlite' | 'mariadb';
export const databaseKinds: DatabaseKind[] = ['sqlite', 'mariadb'];

/**
 * A fresh, empty database for one test file: SQLite in memory, or a uniquely named database on
 * the MariaDB the global setup started. `drop` removes the MariaDB one.
 */
export async function freshDatabase(
  kind: DatabaseKind,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') return { url: 'sqlite::memory:', drop: async () => {} };
  const base = inject('mariadbUrl');
  const name = `coinsight_test_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'mysql2', connection: base });
  try {
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.destroy();
  }
  return {
    url: `${base}${name}`,
    drop: async () => {
      const again = knex({ client: 'mysql2', connection: base });
      try {
        await again.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await again.destroy();
      }
    },
  };
}

export { offlineSources };

export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    ...offlineSources,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SITE_DIR: '/nonexistent/coinsight-site',
    PORT: '0',
    ...env,
  });
}

export async function testServer(
  databaseUrl: string,
  options: {
    env?: Record<string, string>;
    extraRoutes?: readonly ContractRoute[];
    clock?: Clock;
    logger?: Logger;
  } = {},
): Promise<AppServer> {
  return createApp(testConfig(databaseUrl, options.env), {
    validateResponses: true,
    logger: options.logger ?? silentLogger(),
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
}

/** How a suite's server is built; `env` may be a function when it needs what an earlier beforeAll made. */
export interface SuiteServerOptions {
  env?: Record<string, string> | (() => Record<string, string>);
  logger?: Logger;
  extraRoutes?: readonly ContractRoute[];
  /** Listen on a real port, for sockets and fetch, not only `inject`. */
  listen?: boolean;
  /** Leave the server on the system clock instead of a `TestClock`. */
  realClock?: boolean;
}

/** The server and clock of one describe block; they exist once its beforeAll has run. */
export interface SuiteServer {
  readonly server: AppServer;
  readonly clock: TestClock;
}

/** Gives a describe block its own server on a fresh `kind` database, stopped and dropped after its tests. */
export function serverPerSuite(kind: DatabaseKind, options: SuiteServerOptions = {}): SuiteServer {
  let server: AppServer | undefined;
  let clock: TestClock | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    const db = await freshDatabase(kind);
    drop = db.drop;
    clock = options.realClock ? undefined : testClock();
    const env = typeof options.env === 'function' ? options.env() : options.env;
    server = await testServer(db.url, {
      ...(env ? { env } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
      ...(clock ? { clock } : {}),
    });
    if (options.listen) await server.start();
  });
  afterAll(async () => {
    if (options.listen) await server?.stop({ timeout: 1000 });
    else await server?.stop();
    await drop();
  });
  return {
    get server() {
      if (!server) throw new Error('the suite server is made in beforeAll');
      return server;
    },
    get clock() {
      if (!clock) throw new Error('this suite has no test clock');
      return clock;
    },
  };
}

/** A pino logger that writes into memory, so a test can read what the server logged. */
export function captureLogs(level: Level): {
  logger: Logger;
  text: () => string;
  lines: () => Record<string, unknown>[];
  clear: () => void;
} {
  let written = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return {
    logger: pino({ level }, sink),
    text: () => written,
    lines: () =>
      written
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => {
      written = '';
    },
  };
}

/** A clock the test moves by hand; `sleep` returns at once and records how long it was asked to wait. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  readonly sleeps: number[];
}

export function testClock(start: Date = new Date()): TestClock {
  let now = start.getTime();
  const sleeps: number[] = [];
  return {
    now: () => new Date(now),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    advance: (ms) => {
      now += ms;
    },
    sleeps,
  };
}

/**
 * A browser's view of the server through `inject`: a cookie jar (crumb, sid, admin_sid) and the
 * X-CSRF-Token header copied from the crumb cookie on state changes, as the site's API client does.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly server: AppServer,
    /** The client address the server sees (rate limits count per address). */
    readonly remoteAddress = '127.0.0.1',
  ) {}

  /** Opens the site once, so the jar holds the crumb cookie. */
  static async open(server: AppServer, remoteAddress?: string): Promise<TestBrowser> {
    const browser = new TestBrowser(server, remoteAddress);
    await browser.get(getUsername.path);
    return browser;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string) {
    return this.request({ method: 'GET', url });
  }

  async post(url: string, payload?: object, options: { csrf?: boolean } = {}) {
    return this.request({ method: 'POST', url, payload, csrf: options.csrf });
  }

  /** Any method and body (a Buffer for multipart, with its content-type in `headers`). */
  async request({
    method,
    url,
    payload,
    headers: extra = {},
    csrf = true,
  }: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object | Buffer;
    headers?: Record<string, string>;
    csrf?: boolean;
  }) {
    const headers: Record<string, string> = { ...extra };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const crumb = this.cookies.get('crumb');
    if (method !== 'GET' && csrf && crumb) headers['x-csrf-token'] = crumb;
    const res = await this.server.inject({
      method,
      url,
      headers,
      remoteAddress: this.remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    });
    for (const [name, line] of setCookies(res.headers)) {
      const value = /^[^=]+=([^;]*)/.exec(line)?.[1] ?? '';
      if (value === '' || /Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

/** A solved slider: a challenge answered with a plausible drag once the challenge is old enough. */
export async function captchaPass(browser: TestBrowser, clock: TestClock): Promise<string> {
  const challenge = await browser.get(captchaChallenge.path);
  clock.advance(800);
  const res = await browser.post(captchaVerify.path, {
    challenge: (challenge.result as { challenge: string }).challenge,
    trace: humanDrag,
  });
  if (res.statusCode !== 200) throw new Error(`captcha refused: ${res.payload}`);
  return (res.result as { pass: string }).pass;
}

export const humanDrag = [
  { x: 0, t: 0 },
  { x: 0.35, t: 160 },
  { x: 0.8, t: 380 },
  { x: 1, t: 520 },
];

/** A member registered through the API, with a password the tests know. */
export async function registerMember(
  server: AppServer,
  clock: TestClock,
  fields: { phone?: string; code?: string; password?: string } = {},
): Promise<{ phone: string; password: string; id: number; inviteCode: string }> {
  const browser = await TestBrowser.open(server);
  const phone = fields.phone ?? nextPhone();
  const password = fields.password ?? 'Coinsight#2026';
  const res = await browser.post(register.path, {
    username: phone,
    password,
    captcha: await captchaPass(browser, clock),
    ...(fields.code ? { code: fields.code } : {}),
  });
  if ((res.result as { state?: string }).state !== 'success')
    throw new Error(`register failed: ${res.payload}`);
  const user = await server.services.account.repo.findUserByPhone(phone);
  if (!user) throw new Error('registered member not found');
  return { phone, password, id: user.id, inviteCode: user.inviteCode };
}

/** A member registered through the API and logged in, with the browser that holds the session. */
export async function loggedInMember(
  server: AppServer,
  clock: TestClock,
  windowId: string,
): Promise<Awaited<ReturnType<typeof registerMember>> & { browser: TestBrowser }> {
  const member = await registerMember(server, clock);
  const browser = await TestBrowser.open(server);
  await browser.post(login.path, {
    username: member.phone,
    password: member.password,
    windowId,
  });
  return { ...member, browser };
}

/** The next message a subscription hands to `handler`, as a promise. */
export function nextMessage(): { promise: Promise<unknown>; handler: (message: unknown) => void } {
  let resolve: (message: unknown) => void = () => {};
  const promise = new Promise<unknown>((r) => (resolve = r));
  return { promise, handler: (message) => resolve(message) };
}

/** The promise's value, or 'timeout' after `ms`, so a missing push fails an assertion instead of hanging. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return Promise.race([promise, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);
}

let phoneSerial = 0;

/** A phone number no other test in this run uses. */
export function nextPhone(): string {
  phoneSerial += 1;
  return `15${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(6, '0')}`;
}

/**
 * The password hash of the members and admins the tests write straight into the database: scrypt at
 * a sixteenth of the product's cost. A login reads the cost from the stored hash, so theirs verify
 * as cheaply; the product's own paths (registration, resets, new admins, the seeds) hash at full
 * cost. At full cost the server's files spent about a fifth of their CPU in 1,750 hashes.
 */
export const fixtureHash = (password: string) =>
  hashPassword(password, { ...scryptParams, N: 1024 });

let phoneCounter = 0;

/** Adds a member straight to the database. */
export async function addMember(
  server: AppServer,
  fields: { phone?: string; vipExpiry?: Date | null; inviteCode?: string } = {},
) {
  phoneCounter += 1;
  const phone =
    fields.phone ??
    `139${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
  const inviteCode = fields.inviteCode ?? randomBytes(4).toString('hex').toUpperCase();
  const id = await server.services.account.repo.insertUser({
    phone,
    passwordHash: await fixtureHash('test-password'),
    inviteCode,
    vipExpiry: fields.vipExpiry ?? null,
    createdAt: new Date(),
  });
  return { id, phone, inviteCode };
}

/** Opens a session for the member and returns the `Cookie` header a browser would send. */
export async function loginAs(
  server: AppServer,
  userId: number,
): Promise<{ cookie: string; sessionId: string }> {
  const { token, sessionId } = await server.services.account.startMemberSession(
    userId,
    'test-window',
  );
  return { cookie: await sessionCookieHeader(server, memberCookie, token), sessionId };
}

export async function sessionCookieHeader(
  server: AppServer,
  name: string,
  token: string,
): Promise<string> {
  const line = await sessionSetCookie(server, name === adminCookie ? 'admin' : 'member', token);
  const pair = line.split(';')[0];
  if (!pair) throw new Error('could not format the session cookie');
  return pair;
}

/** The cookies of a response as name → the whole Set-Cookie line. */
export function setCookies(headers: Record<string, unknown>): Map<string, string> {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  return new Map(lines.map((line) => [line.split('=')[0] ?? '', line]));
}

/**
 * A Nes client to the listening server, sent from the site's own origin as a browser's would be
 * (the server refuses upgrades from any other origin).
 */
export function socketClient(server: AppServer, headers: Record<string, string> = {}): Nes.Client {
  return new Nes.Client(`ws://127.0.0.1:${server.info.port}`, {
    ws: { headers, origin: server.services.config.socketOrigins[0] },
  });
}

/** What the site does before each connect: GET /nes/auth with the session cookie; the `nes` cookie it set. */
export async function nesCookieFor(server: AppServer, sessionCookie: string): Promise<string> {
  const auth = await fetch(`http://127.0.0.1:${server.info.port}${nesAuthPath}`, {
    headers: { cookie: sessionCookie },
  });
  const line = setCookies({ 'set-cookie': auth.headers.getSetCookie() }).get('nes');
  if (!line) throw new Error(`/nes/auth set no nes cookie: ${await auth.text()}`);
  return line.split(';')[0] ?? '';
}

/** Runs a server script as npm's scripts do (tsx) with only the given environment; its exit code and output. */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeout = 0,
): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...offlineSources, ...env }, timeout },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof e.code === 'number' ? e.code : 1,
      out: (e.stdout ?? '') + (e.stderr ?? ''),
    };
  }
}
