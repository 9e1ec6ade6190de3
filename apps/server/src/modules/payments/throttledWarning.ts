import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';

/**
 * A warning written at most `perWindow` times a window (a minute by default); the rest are only
 * counted, and the first warning of a later window is preceded by one line giving that count.
 */
export class ThrottledWarning {
  private windowStart = Number.NEGATIVE_INFINITY;
  private written = 0;
  private suppressed = 0;

  constructor(
    private readonly logger: Logger,
    private readonly clock: Clock,
    private readonly message: string,
    private readonly perWindow: number,
    private readonly windowMs = 60_000,
  ) {}

  warn(fields: Record<string, unknown>): void {
    const now = this.clock.now().getTime();
    if (now - this.windowStart >= this.windowMs) {
      if (this.suppressed > 0)
        this.logger.warn(
          {
            suppressed: this.suppressed,
            since: new Date(this.windowStart).toISOString(),
            window_ms: this.windowMs,
          },
          `${this.message}: more lines suppressed`,
        );
      this.windowStart = now;
      this.written = 0;
      this.suppressed = 0;
    }
    if (this.written < this.perWindow) {
      this.written += 1;
      this.logger.warn(fields, this.message);
    } else this.suppressed += 1;
  }
}
