/**
 * The slider captcha's state machine (spec 1 §4): the handle must be dragged fully right; released
 * before the far end it goes back to the start; reaching the end gives "passed". While the handle
 * moves the drag is recorded as samples, which the server checks before it issues a registration
 * pass (captchaVerify's `trace`). Times are the caller's clock in milliseconds, so the machine
 * stays pure and tests need no timers.
 */

import { traceEndX, type TraceSample } from './captchaTrace.ts';

export const sliderCaptchaStatuses = ['idle', 'dragging', 'passed'] as const;
export type SliderCaptchaStatus = (typeof sliderCaptchaStatuses)[number];

export interface SliderCaptchaState {
  readonly status: SliderCaptchaStatus;
  /** The handle's position as a share of the track, 0 (start) to 1 (far end). */
  readonly position: number;
  /** The drag so far; empty while idle. */
  readonly trace: readonly TraceSample[];
  /** When the drag began on the caller's clock; null while idle. */
  readonly startedAt: number | null;
}

/** A handle released at or past this share of the track counts as dragged fully right, as the server judges it. */
export const sliderPassThreshold = traceEndX;
/** How far one arrow key moves the handle. */
export const sliderKeyStep = 0.1;
/** The server takes at most 600 samples (captchaVerify). */
export const maxTraceSamples = 600;
/** Pointer moves closer together than this are not recorded; a 60 Hz screen gives one per 16 ms. */
export const minSampleIntervalMs = 15;

/** Keyboard moves: arrows step, Home and End jump (a slider's usual keys). */
export const sliderCaptchaKeys = ['stepForward', 'stepBack', 'start', 'end'] as const;
export type SliderCaptchaKey = (typeof sliderCaptchaKeys)[number];

export type SliderCaptchaEvent =
  | { type: 'press'; x: number; at: number }
  | { type: 'move'; x: number; at: number }
  | { type: 'release'; at: number }
  | { type: 'key'; key: SliderCaptchaKey; at: number }
  | { type: 'reset' };

export const sliderCaptchaStart: SliderCaptchaState = {
  status: 'idle',
  position: 0,
  trace: [],
  startedAt: null,
};

const clampShare = (x: number): number => Math.min(1, Math.max(0, Number.isFinite(x) ? x : 0));

function sample(state: SliderCaptchaState, x: number, at: number): TraceSample {
  const last = state.trace.at(-1);
  // Never backwards in time, even if the caller's clock stutters.
  const t = Math.max(at - (state.startedAt ?? at), last?.t ?? 0);
  return { x, t };
}

/** Appends a sample, keeping the trace under the server's limit by overwriting the newest one. */
function record(
  state: SliderCaptchaState,
  x: number,
  at: number,
  force: boolean,
): readonly TraceSample[] {
  const next = sample(state, x, at);
  const last = state.trace.at(-1);
  if (!force && last && next.t - last.t < minSampleIntervalMs) return state.trace;
  if (state.trace.length >= maxTraceSamples) return [...state.trace.slice(0, -1), next];
  return [...state.trace, next];
}

function begin(x: number, at: number): SliderCaptchaState {
  return { status: 'dragging', position: x, trace: [{ x, t: 0 }], startedAt: at };
}

function keyTarget(key: SliderCaptchaKey, position: number): number {
  switch (key) {
    case 'stepForward':
      return clampShare(position + sliderKeyStep);
    case 'stepBack':
      return clampShare(position - sliderKeyStep);
    case 'start':
      return 0;
    case 'end':
      return 1;
  }
}

/**
 * The state after `event`. A passed captcha ignores everything but `reset` (used after the server
 * refuses the drag or its pass expires). A key press has no separate release, so a key that brings
 * the handle to the end passes at once.
 */
export function nextSliderCaptcha(
  state: SliderCaptchaState,
  event: SliderCaptchaEvent,
): SliderCaptchaState {
  if (event.type === 'reset') return sliderCaptchaStart;
  if (state.status === 'passed') return state;

  switch (event.type) {
    case 'press':
      return state.status === 'idle' ? begin(clampShare(event.x), event.at) : state;
    case 'move': {
      if (state.status !== 'dragging') return state;
      const x = clampShare(event.x);
      return { ...state, position: x, trace: record(state, x, event.at, false) };
    }
    case 'release': {
      if (state.status !== 'dragging') return state;
      if (state.position < sliderPassThreshold) return sliderCaptchaStart;
      return {
        ...state,
        status: 'passed',
        position: 1,
        trace: record(state, state.position, event.at, true),
      };
    }
    case 'key': {
      const x = keyTarget(event.key, state.position);
      if (x === state.position) return state;
      const started = state.status === 'idle' ? begin(state.position, event.at) : state;
      const moved = { ...started, position: x, trace: record(started, x, event.at, true) };
      return x >= sliderPassThreshold ? { ...moved, status: 'passed', position: 1 } : moved;
    }
  }
}

/** Whether the captcha has been dragged fully right. */
export function isSliderPassed(state: SliderCaptchaState): boolean {
  return state.status === 'passed';
}
