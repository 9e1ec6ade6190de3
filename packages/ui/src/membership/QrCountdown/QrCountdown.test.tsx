import '../../testing/actEnvironment.ts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QrCountdown } from './QrCountdown.tsx';

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  // The countdown reads Date and ticks on setInterval; setTimeout stays real for the QR drawing.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-23T04:00:00.000Z'));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const timerText = () => container.querySelector('[role="timer"]')?.textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The QR image is drawn asynchronously; waiting inside act() keeps its update in the test. */
async function drawn() {
  for (let i = 0; i < 50 && !container.querySelector('img'); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
}

describe('QrCountdown', () => {
  it('counts 60 seconds down and expires exactly at 60 s, once', async () => {
    const onExpire = vi.fn();
    act(() =>
      root.render(
        <QrCountdown value="weixin://x" type="wxpay" onRefresh={() => {}} onExpire={onExpire} />,
      ),
    );
    expect(timerText()).toBe('二维码 60 秒后失效');
    await drawn();
    tick(1000);
    expect(timerText()).toBe('二维码 59 秒后失效');
    tick(58_000);
    expect(timerText()).toBe('二维码 1 秒后失效');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    tick(1000);
    expect(timerText()).toBe('二维码已失效');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('二维码已过期，请重新获取');
    tick(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('starts again for a new code', async () => {
    const props = { type: 'wxpay', onRefresh: () => {} } as const;
    act(() => root.render(<QrCountdown {...props} value="a" issuedAt={Date.now() - 61_000} />));
    expect(timerText()).toBe('二维码已失效');
    await drawn();
    act(() => root.render(<QrCountdown {...props} value="b" issuedAt={Date.now()} />));
    await drawn();
    tick(300);
    expect(timerText()).toBe('二维码 60 秒后失效');
  });
});
