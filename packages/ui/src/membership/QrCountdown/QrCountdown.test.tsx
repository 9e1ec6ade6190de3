import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QrCountdown } from './QrCountdown.tsx';
import { mountPerTest } from '../../testing/mountPerTest.ts';

const view = mountPerTest({
  // The countdown reads Date and ticks on setInterval; setTimeout stays real for the QR drawing.
  timers: { toFake: ['setInterval', 'clearInterval', 'Date'] },
  now: new Date('2026-11-23T04:00:00.000Z'),
});

const timerText = () => view.container.querySelector('[role="timer"]')?.textContent;
/** The QR image is drawn asynchronously; waiting inside act() keeps its update in the test. */
async function drawn() {
  for (let i = 0; i < 50 && !view.container.querySelector('img'); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(view.container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
}

describe('QrCountdown', () => {
  it('counts 60 seconds down and expires exactly at 60 s, once', async () => {
    const onExpire = vi.fn();
    view.render(
      <QrCountdown value="weixin://x" type="wxpay" onRefresh={() => {}} onExpire={onExpire} />,
    );
    expect(timerText()).toBe('二维码 60 秒后失效');
    await drawn();
    view.tick(1000);
    expect(timerText()).toBe('二维码 59 秒后失效');
    view.tick(58_000);
    expect(timerText()).toBe('二维码 1 秒后失效');
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    view.tick(1000);
    expect(timerText()).toBe('二维码已失效');
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      '二维码已过期，请重新获取',
    );
    view.tick(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('starts again for a new code', async () => {
    const props = { type: 'wxpay', onRefresh: () => {} } as const;
    view.render(<QrCountdown {...props} value="a" issuedAt={Date.now() - 61_000} />);
    expect(timerText()).toBe('二维码已失效');
    await drawn();
    view.render(<QrCountdown {...props} value="b" issuedAt={Date.now()} />);
    await drawn();
    view.tick(300);
    expect(timerText()).toBe('二维码 60 秒后失效');
  });
});
