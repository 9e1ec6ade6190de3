import type { Logger } from 'pino';
import type { AuditLog } from './audit/auditLog.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { Limits } from './limits/index.ts';
import type { Mailer } from './providers/mail/index.ts';
import type { Bus } from './realtime/bus.ts';
import type { SourceRegistry } from './sources/registry.ts';

/** What every area builds on; createServer makes it before any area registers. */
export interface Core {
  config: Config;
  db: Db;
  logger: Logger;
  bus: Bus;
  clock: Clock;
  limits: Limits;
  mailer: Mailer;
  /** Scheduled work, run by one instance and stopped with the server. */
  jobs: Jobs;
  /** Every admin action, written by the area that carries it out. */
  audit: AuditLog;
  /** Each outside source's state (real, demo, off), which the areas reading them report to. */
  sources: SourceRegistry;
}

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    core: Core;
  }
  interface RouteOptionsApp {
    /** The contract endpoint this route implements. */
    contractId?: string;
    /** Whether the contract asks for the CSRF header on this route. */
    csrf?: boolean;
    /** A catch-all answering 405 for a contract path's other methods. */
    methodNotAllowed?: boolean;
    /** The route changes nothing and only refuses: crumb neither checks nor sets its cookie. */
    noCsrf?: boolean;
    /** Answered before hapi once learned (http/fastReads.ts): no route step of its own may run. */
    fastRead?: boolean;
  }
}
