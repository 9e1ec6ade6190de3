import type { Clock } from '../clock.ts';
import type { LimitSettings } from '../config.ts';
import { memoryCounterStore, type CounterStore } from './counterStore.ts';
import { LoginGate } from './loginGate.ts';
import { RateLimit } from './rateLimit.ts';

/** Every limit the server applies, sharing one counter store. */
export interface Limits {
  login: LoginGate;
  checks: RateLimit;
  captcha: RateLimit;
  resets: RateLimit;
  /** A further fixed-window limit on the same store, for an area's own counts (chat sends per member). */
  rate(name: string, max: number, windowMs: number): RateLimit;
}

const minute = 60_000;

export function createLimits(
  settings: LimitSettings,
  clock: Clock,
  store: CounterStore = memoryCounterStore(),
): Limits {
  return {
    login: new LoginGate(store, clock, {
      account: settings.loginAccount,
      address: settings.loginAddress,
      lockMs: settings.loginLockMs,
    }),
    checks: new RateLimit(store, clock, 'checks', settings.checksPerMinute, minute),
    captcha: new RateLimit(store, clock, 'captcha', settings.captchasPerMinute, minute),
    resets: new RateLimit(store, clock, 'resets', settings.resetsPer15Minutes, 15 * minute),
    rate: (name, max, windowMs) => new RateLimit(store, clock, name, max, windowMs),
  };
}
