import { describe, expect, it } from 'vitest';
import { displayedPercent, loadingStatusText, loadingSteps, progressFrames } from './progress.ts';

describe('loading progress', () => {
  it('has the spec’s steps 0, 10, 50, 70, 85, 100', () => {
    expect(loadingSteps.map((s) => s.percent)).toEqual([0, 10, 50, 70, 85, 100]);
  });

  it('names the last step reached', () => {
    expect(loadingStatusText(0)).toBe('准备加载图表…');
    expect(loadingStatusText(60)).toBe('正在接收数据…');
    expect(loadingStatusText(85)).toBe('正在绘制图表…');
    expect(loadingStatusText(100)).toBe('加载完成');
  });

  it('caps the display at 99', () => {
    expect(displayedPercent(100)).toBe(99);
    expect(displayedPercent(85.4)).toBe(85);
    expect(displayedPercent(-3)).toBe(0);
  });

  it('animates in 20 even steps ending on the target', () => {
    const frames = progressFrames(10, 50);
    expect(frames).toHaveLength(20);
    expect(frames[0]).toBe(12);
    expect(frames.at(-1)).toBe(50);
    expect(progressFrames(85, 100).at(-1)).toBe(99);
  });
});
