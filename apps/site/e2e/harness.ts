import { createServer as createNetServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import {
  type DatabaseKind,
  fixtureHash,
  freshDatabase,
  offlineSources,
} from '../../server/test/helpers.ts';
// Brings in the `mariadbUrl` the MariaDB global setup provides.
import type {} from '../../server/test/mariadb.globalSetup.ts';
import { loadConfig } from '../../server/src/config.ts';
import { memberCookie } from '../../server/src/http/cookies.ts';
import { sessionSetCookie } from '../../server/src/plugins/auth.ts';
import { createApp, type AppServer } from '../../server/src/startup.ts';

export { untilServedWithAnswers } from './servedWithAnswers.ts';

export const siteDist = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist');

/** Debian's Chromium with the flags this machine needs; never a downloaded browser. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** A Content-Security-Policy violation a page reported, with the page it happened on. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
  /** Where the blocked code is: script file, line and column. */
  source: string;
}

const reportBinding = '__coinsightCspViolation';
const pendingViolations: CspViolation[] = [];
const openContexts = new Set<BrowserContext>();

/**
 * Every page of every e2e file runs under the real policy, so a violation anywhere fails the test
 * that caused it: pages report through a binding installed before their first script.
 */
async function takeViolations(): Promise<CspViolation[]> {
  // A round trip to each page delivers the reports it sent before it.
  await Promise.all(
    [...openContexts]
      .flatMap((context) => context.pages())
      .map((page) => page.evaluate(() => 0).catch(() => 0)),
  );
  return pendingViolations.splice(0);
}

function failOn(violations: CspViolation[]): void {
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) =>
      `  ${v.page}: ${v.directive} blocked ${v.blocked || '(inline)'} ${v.sample} at ${v.source}`,
  );
  throw new Error(`Content-Security-Policy violations:\n${lines.join('\n')}`);
}

/**
 * What the pages of the running test reported of trouble (warnings, errors, failed requests, answers
 * of 500 and more, a crash), added to its error when the test fails: a page that never shows what a
 * test waits for then tells why, where a timeout alone does not.
 */
const pageTrouble: string[] = [];
let testStarted = Date.now();
const noteTrouble = (text: string) => pageTrouble.push(`+${Date.now() - testStarted} ms ${text}`);

/**
 * The hooks every e2e test runs under: its pages' trouble added to its failure, and a CSP violation
 * failing it. Registered by the setup file, which runs for each file: were the files to share a
 * worker's modules (`isolate: false`), hooks registered on this module's first import would reach
 * only the first file.
 */
export function watchEveryTest(): void {
  beforeEach(({ onTestFailed }) => {
    pageTrouble.length = 0;
    testStarted = Date.now();
    onTestFailed(({ task }) => {
      const error = task.result?.errors?.[0];
      if (pageTrouble.length === 0 || !error) return;
      // On the error itself, so the failure summary at the end of a long run carries it.
      error.message += `\nWhat the pages reported during the test:\n  ${pageTrouble.join('\n  ')}`;
    });
  });
  afterEach(async () => failOn(await takeViolations()));
}

function watchForTrouble(context: BrowserContext): void {
  context.on('page', (page) => {
    const where = () => new URL(page.url()).pathname;
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        noteTrouble(`${where()} console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => noteTrouble(`${where()} uncaught: ${error.message}`));
    page.on('crash', () => noteTrouble(`${where()} the page crashed`));
    page.on('requestfailed', (request) =>
      noteTrouble(
        `${where()} ${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`,
      ),
    );
    page.on('response', (response) => {
      if (response.status() >= 500)
        noteTrouble(
          `${where()} ${response.request().method()} ${response.url()} answered ${response.status()}`,
        );
    });
  });
}

export interface CoinsightContextOptions extends BrowserContextOptions {
  /** For the tests that inject a blocked script on purpose: their reports are not failures. @default false */
  expectCspViolations?: boolean;
}

async function reportCspViolations(context: BrowserContext, expected: boolean): Promise<void> {
  await context.exposeBinding(reportBinding, ({ page }, violation: Omit<CspViolation, 'page'>) => {
    if (!expected) pendingViolations.push({ page: page.url(), ...violation });
  });
  await context.addInitScript((binding) => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        });
      },
      true,
    );
  }, reportBinding);
}

export interface Product {
  server: AppServer;
  browser: Browser;
  /** The server's address, e.g. http://127.0.0.1:41234 */
  origin: string;
  /**
   * A fresh browser profile (cookies, storage) on the product; closed by `stop`. Its pages report
   * Content-Security-Policy violations, which fail the running test.
   */
  newContext(options?: CoinsightContextOptions): Promise<BrowserContext>;
  /** A member in the database with an open session, and the cookie that carries it. */
  addLoggedInMember(
    phone: string,
  ): Promise<{ phone: string; cookie: { name: string; value: string } }>;
  /**
   * Stops the server (its sockets closed from the server's side, as a deployment does) and, after
   * `downMs`, starts a new one on the same port and database: open pages must reconnect by
   * themselves. Needs a database that outlives the process (MariaDB).
   */
  /** Stops the server, waits `downMs`, starts a new one; resolves with how long stopping and starting took. */
  restart(downMs?: number): Promise<{ stopMs: number; startMs: number }>;
  stop(): Promise<void>;
}

export interface ProductOptions {
  /** The database the server runs on: in-memory SQLite, or a fresh database on the test MariaDB. @default 'sqlite' */
  database?: DatabaseKind;
  /** More server environment (SMTP, rate limits…). */
  env?: Record<string, string>;
}

/**
 * A port chosen before the server starts, so PUBLIC_URL (the sandbox's pay links, the websocket's
 * allowed origin) is the address the browser really reaches, as it is in production.
 */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/**
 * Waits until the site's scripts have taken a prerendered page over (main.tsx's `LiveOnCommit`).
 * Until then the page's root is `inert`, outside the accessibility tree: its scripts are asked for
 * only after the first paint, so the `load` event `goto` waits for can come well before that.
 */
export async function untilTakenOver(page: Page): Promise<void> {
  await page.waitForSelector('#root:not([data-prerendered]):not([inert])');
}

/** The whole product in this process: the real server serving the built site, and Chromium. */
export async function startProduct({
  database = 'sqlite',
  env = {},
}: ProductOptions = {}): Promise<Product> {
  const db = await freshDatabase(database);
  const port = await freePort();
  const config = loadConfig({
    ...offlineSources,
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    SITE_DIR: siteDist,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SESSION_SECRET: 'an-e2e-secret-that-is-long-enough-0123456789',
    ...env,
  });
  let server = await createApp(config, { validateResponses: true });
  await server.start();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumFlags,
  });
  const contexts: BrowserContext[] = [];

  return {
    get server() {
      return server;
    },
    browser,
    origin: server.info.uri,
    async newContext({ expectCspViolations = false, ...options } = {}) {
      const context = await browser.newContext({
        locale: 'zh-CN',
        baseURL: server.info.uri,
        ...options,
      });
      contexts.push(context);
      openContexts.add(context);
      context.on('close', () => openContexts.delete(context));
      await reportCspViolations(context, expectCspViolations);
      watchForTrouble(context);
      return context;
    },
    async addLoggedInMember(phone) {
      const userId = await server.services.account.repo.insertUser({
        phone,
        passwordHash: await fixtureHash('e2e-password-123'),
        inviteCode: `ABCDEFG${phone.slice(-5)}`,
        vipExpiry: null,
        createdAt: new Date(),
      });
      const { token } = await server.services.account.startMemberSession(userId, 'e2e-window');
      const header = await sessionSetCookie(server, 'member', token);
      const pair = header.split(';')[0] ?? '';
      const value = pair.slice(pair.indexOf('=') + 1);
      return { phone, cookie: { name: memberCookie, value } };
    },
    async restart(downMs = 1000) {
      if (database === 'sqlite')
        throw new Error('restart needs a database that outlives the server');
      const stopping = Date.now();
      await server.stop({ timeout: 1000 });
      const stopMs = Date.now() - stopping;
      await new Promise((resolve) => setTimeout(resolve, downMs));
      const starting = Date.now();
      server = await createApp(config, { validateResponses: true });
      await server.start();
      return { stopMs, startMs: Date.now() - starting };
    },
    async stop() {
      const late = await takeViolations();
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
      await server.stop({ timeout: 1000 });
      await db.drop();
      failOn(late);
    },
  };
}
