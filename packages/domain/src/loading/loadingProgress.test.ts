import { describe, expect, it } from 'vitest';
import {
  displayedPercent,
  loadingPercent,
  loadingStatusText,
  loadingSteps,
  progressCap,
  progressFrames,
  progressStepCount,
  progressStepMs,
} from './index.ts';

describe('loading steps', () => {
  it('are the spec’s 0, 10, 50, 70, 85, 100', () => {
    expect(loadingSteps.map((s) => s.percent)).toEqual([0, 10, 50, 70, 85, 100]);
  });

  it('are named by what the load is doing', () => {
    expect(loadingPercent).toEqual({
      prepare: 0,
      request: 10,
      receive: 50,
      parse: 70,
      draw: 85,
      done: 100,
    });
  });

  it('name the last step reached', () => {
    expect(loadingStatusText(0)).toBe('准备加载图表…');
    expect(loadingStatusText(60)).toBe('正在接收数据…');
    expect(loadingStatusText(85)).toBe('正在绘制图表…');
    expect(loadingStatusText(100)).toBe('加载完成');
  });
});

describe('displayed percent', () => {
  it.each([
    [100, 99],
    [85.4, 85],
    [-3, 0],
    [Number.NaN, 0],
  ])('shows %d as %i, capped at 99', (percent, shown) => {
    expect(displayedPercent(percent)).toBe(shown);
  });

  it('caps at 99', () => {
    expect(progressCap).toBe(99);
  });
});

describe('progress frames', () => {
  it.each([
    { from: 0, target: 20, steps: 4, expected: [5, 10, 15, 20] },
    { from: 0, target: 100, steps: 3, expected: [33, 66, 99] },
    { from: 50, target: 50, steps: 2, expected: [50, 50] },
    { from: 80, target: 40, steps: 4, expected: [70, 60, 50, 40] },
    { from: -5, target: 150, steps: 1, expected: [99] },
    { from: 0, target: Number.NaN, steps: 2, expected: [0, 0] },
  ])('$from -> $target in $steps steps', ({ from, target, steps, expected }) => {
    expect(progressFrames(from, target, steps)).toEqual(expected);
  });

  it('takes 20 steps of 25 ms (500 ms) by default and ends on the capped target', () => {
    const frames = progressFrames(0, 100);
    expect(frames).toHaveLength(progressStepCount);
    expect(progressStepCount).toBe(20);
    expect(progressStepMs).toBe(25);
    expect(frames.at(-1)).toBe(99);
  });

  it('animates in even steps ending on the target', () => {
    const frames = progressFrames(10, 50);
    expect(frames).toHaveLength(20);
    expect(frames[0]).toBe(12);
    expect(frames.at(-1)).toBe(50);
    expect(progressFrames(85, 100).at(-1)).toBe(99);
  });
});
