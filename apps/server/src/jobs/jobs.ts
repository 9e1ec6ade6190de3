import type { Logger } from 'pino';

/** One piece of scheduled work: run once the server listens, then `everyMs` after each run ends. */
export interface ScheduledJob {
  /** Unique per deployment: with several instances, the name is what only one of them runs. */
  name: string;
  everyMs: number;
  /** `signal` aborts when the server stops, so a long run can end early and cleanly. */
  run: (signal: AbortSignal) => Promise<void>;
}

/**
 * Where areas put their scheduled work (feed polls, price ticks, ingests) instead of keeping timers
 * of their own, so that stopping the server stops all of it and several instances run each job once.
 */
export interface Jobs {
  /** Adds a job; it starts with the server (a server built for inject() stays quiet). */
  every(job: ScheduledJob): void;
  /** Starts every job added; called once the server listens. */
  start(): void;
  /** Stops the timers, aborts the runs under way and waits for them to end. */
  stop(): Promise<void>;
}

/** One process runs every job: the default without Redis. */
export function localJobs(logger: Logger): Jobs {
  const jobs: ScheduledJob[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let controller: AbortController | null = null;

  const schedule = (job: ScheduledJob, delayMs: number, signal: AbortSignal) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run(signal)
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          running.delete(run);
          if (!signal.aborted) schedule(job, job.everyMs, signal);
        });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  return {
    every(job) {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} added twice`);
      jobs.push(job);
      if (controller) schedule(job, 0, controller.signal);
    },
    start() {
      if (controller) return;
      controller = new AbortController();
      for (const job of jobs) schedule(job, 0, controller.signal);
    },
    async stop() {
      controller?.abort();
      controller = null;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
