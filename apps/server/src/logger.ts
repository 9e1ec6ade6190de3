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

/**
 * One JSON line per finished request: never a body, a query string, a cookie or a header. The line
 * holds only the fields below, so it skips the redaction pass, which doubled a line's cost.
 */
export function logRequests(server: Server, logger: Logger): void {
  const access = logger.child({}, { redact: [] });
  server.events.on('response', (request) => {
    const answer = request.response;
    // A fast read (http/fastReads.ts) wrote its answer itself and left hapi's abandon here.
    const status =
      typeof answer === 'symbol'
        ? request.raw.res.statusCode
        : 'statusCode' in answer
          ? answer.statusCode
          : 0;
    const ms =
      (request.info.completed || request.info.responded || Date.now()) - request.info.received;
    access.info(
      {
        method: request.method.toUpperCase(),
        path: request.path,
        status,
        ms,
        route: request.app.fastRead ?? request.route.settings.id,
      },
      'request',
    );
  });
}
