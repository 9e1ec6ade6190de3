import { describe, expect, it } from 'vitest';
import { isPlausibleTrace } from './captchaTrace.ts';
import {
  isSliderPassed,
  maxTraceSamples,
  nextSliderCaptcha,
  sliderCaptchaStart,
  sliderPassThreshold,
  type SliderCaptchaEvent,
  type SliderCaptchaState,
  type SliderCaptchaStatus,
} from './sliderCaptcha.ts';

const run = (
  events: readonly SliderCaptchaEvent[],
  from = sliderCaptchaStart,
): SliderCaptchaState => events.reduce(nextSliderCaptcha, from);

const press = (x: number, at: number): SliderCaptchaEvent => ({ type: 'press', x, at });
const move = (x: number, at: number): SliderCaptchaEvent => ({ type: 'move', x, at });
const release = (at: number): SliderCaptchaEvent => ({ type: 'release', at });
const key = (k: 'stepForward' | 'stepBack' | 'start' | 'end', at: number): SliderCaptchaEvent => ({
  type: 'key',
  key: k,
  at,
});

describe('slider captcha: drag fully right to pass (spec 1 §4)', () => {
  it.each<[string, SliderCaptchaEvent[], SliderCaptchaStatus, number]>([
    ['nothing happened', [], 'idle', 0],
    ['pressed', [press(0, 1000)], 'dragging', 0],
    ['dragged halfway, still held', [press(0, 1000), move(0.5, 1200)], 'dragging', 0.5],
    ['released halfway snaps back', [press(0, 1000), move(0.5, 1200), release(1250)], 'idle', 0],
    [
      'released just short of the end snaps back',
      [press(0, 0), move(0.97, 300), release(350)],
      'idle',
      0,
    ],
    [
      'released at the threshold passes',
      [press(0, 0), move(sliderPassThreshold, 300), release(350)],
      'passed',
      1,
    ],
    ['released at the far end passes', [press(0, 0), move(1, 300), release(350)], 'passed', 1],
    ['dragged past the track is held at the end', [press(0, 0), move(1.4, 300)], 'dragging', 1],
    [
      'dragged left of the track is held at the start',
      [press(0, 0), move(-0.3, 300)],
      'dragging',
      0,
    ],
    [
      'to the end and back before release fails',
      [press(0, 0), move(1, 200), move(0.4, 300), release(320)],
      'idle',
      0,
    ],
    ['a move without a press is ignored', [move(1, 100)], 'idle', 0],
    ['a release without a press is ignored', [release(100)], 'idle', 0],
    [
      'a passed captcha ignores a new drag',
      [press(0, 0), move(1, 300), release(350), press(0, 400), move(0.2, 500), release(600)],
      'passed',
      1,
    ],
    [
      'reset after a server refusal',
      [press(0, 0), move(1, 300), release(350), { type: 'reset' }],
      'idle',
      0,
    ],
  ])('%s', (_, events, status, position) => {
    const state = run(events);
    expect(state.status).toBe(status);
    expect(state.position).toBe(position);
    expect(isSliderPassed(state)).toBe(status === 'passed');
  });
});

describe('slider captcha: keyboard', () => {
  it.each<[string, SliderCaptchaEvent[], SliderCaptchaStatus, number]>([
    ['an arrow step moves a tenth', [key('stepForward', 0)], 'dragging', 0.1],
    ['stepping back from the start stays idle', [key('stepBack', 0)], 'idle', 0],
    ['Home at the start stays idle', [key('start', 0)], 'idle', 0],
    ['End passes at once (a key has no release)', [key('end', 0)], 'passed', 1],
    [
      'ten steps reach the end and pass',
      Array.from({ length: 10 }, (_, i) => key('stepForward', i * 100)),
      'passed',
      1,
    ],
    [
      'Home after steps returns to the start',
      [key('stepForward', 0), key('stepForward', 100), key('start', 200)],
      'dragging',
      0,
    ],
    ['leaving the handle halfway snaps back', [key('stepForward', 0), release(100)], 'idle', 0],
  ])('%s', (_, events, status, position) => {
    const state = run(events);
    expect(state.status).toBe(status);
    expect(state.position).toBeCloseTo(position, 10);
  });
});

describe('slider captcha: the trace sent to the server', () => {
  it('records the drag from the press, in ms since it began, ending where it was released', () => {
    const state = run([
      press(0, 5000),
      move(0.3, 5100),
      move(0.7, 5250),
      move(0.99, 5400),
      release(5480),
    ]);
    expect(state.trace).toEqual([
      { x: 0, t: 0 },
      { x: 0.3, t: 100 },
      { x: 0.7, t: 250 },
      { x: 0.99, t: 400 },
      { x: 0.99, t: 480 },
    ]);
  });

  it('skips pointer moves that come faster than a screen refresh but keeps the release', () => {
    const state = run([press(0, 0), move(0.5, 5), move(0.6, 10), move(1, 40), release(41)]);
    expect(state.trace).toEqual([
      { x: 0, t: 0 },
      { x: 1, t: 40 },
      { x: 1, t: 41 },
    ]);
  });

  it('clamps positions into 0–1', () => {
    const state = run([press(-2, 0), move(3, 100)]);
    expect(state.trace.map((point) => point.x)).toEqual([0, 1]);
  });

  it('never goes back in time when the clock stutters', () => {
    const state = run([press(0, 1000), move(0.99, 1200), release(1100)]);
    expect(state.trace.map((point) => point.t)).toEqual([0, 200, 200]);
  });

  it('keeps a long drag within the server’s limit, ending with the release', () => {
    const moves = Array.from({ length: 2000 }, (_, i) => move(Math.min(1, i / 1500), (i + 1) * 20));
    const state = run([press(0, 0), ...moves, release(50_000)]);
    expect(state.status).toBe('passed');
    expect(state.trace).toHaveLength(maxTraceSamples);
    expect(state.trace.at(-1)).toEqual({ x: 1, t: 50_000 });
  });

  it('records keyboard moves from the first key', () => {
    const state = run([key('stepForward', 300), key('end', 900)]);
    expect(state.trace).toEqual([
      { x: 0, t: 0 },
      { x: 0.1, t: 0 },
      { x: 1, t: 600 },
    ]);
  });

  it('starts a fresh trace after snapping back', () => {
    const state = run([press(0, 0), move(0.5, 100), release(200), press(0, 1000), move(0.2, 1100)]);
    expect(state.trace).toEqual([
      { x: 0, t: 0 },
      { x: 0.2, t: 100 },
    ]);
    expect(state.startedAt).toBe(1000);
  });

  it.each<[string, SliderCaptchaEvent[]]>([
    ['a pointer drag', [press(0, 0), move(0.5, 200), move(1, 400), release(450)]],
    ['the End key', [key('end', 0)]],
    ['arrow steps', Array.from({ length: 10 }, (_, i) => key('stepForward', i * 80))],
  ])('a captcha passed by %s sends a trace the server finds plausible', (_, events) => {
    const state = run(events);
    expect(state.status).toBe('passed');
    expect(isPlausibleTrace(state.trace)).toBe(true);
  });
});
