import type { Server } from '@hapi/hapi';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

/** Paths pino blanks out should a header or credential ever reach a log line. */
const redact = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_hash',
  '*.passwordHash',
  '*.token',
  '*.cookie',
];

/**
 * JSON lines on stdout, written asynchronously and in batches: the request log (a write through
 * libuv's thread pool per line, and a redaction pass) cost a busy server about a fifth of each
 * request's CPU time, so lines wait until 4 KiB have gathered or half a second has passed. pino
 * flushes what is left on exit.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'coinsight-server' },
      redact: { paths: redact, censor: '[redacted]' },
    },
    pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 500 }),
  );
}

export const silentLogger = (): Logger => pino({ level: 'silent' });

/** What the request log says of one finished request. */
export interface RequestLine {
  method: string;
  path: string;
  status: number;
  ms: number;
  /** The route's id (the contract endpoint's id on the API). */
  route: string | undefined;
}

/**
 * Writes one JSON line per finished request: never a body, a query string, a cookie or a header.
 * The line holds only these fields, so it skips the redaction pass, which doubled a line's cost.
 */
export function requestLog(logger: Logger): (line: RequestLine) => void {
  const access = logger.child({}, { redact: [] });
  return (line) => access.info(line, 'request');
}

/** The request log of every request hapi answers (the fast reads write their own lines). */
export function logRequests(server: Server, log: (line: RequestLine) => void): void {
  server.events.on('response', (request) => {
    const answer = request.response;
    log({
      method: request.method.toUpperCase(),
      path: request.path,
      status: 'statusCode' in answer ? answer.statusCode : 0,
      ms: (request.info.completed || request.info.responded || Date.now()) - request.info.received,
      route: request.route.settings.id,
    });
  });
}
