import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { InviteCodeCard } from './InviteCodeCard.tsx';
import { mountPerTest } from '../../testing/mountPerTest.ts';

const view = mountPerTest({
  timers: { toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] },
  now: new Date('2026-11-23T04:00:00.000Z'),
});

describe('InviteCodeCard', () => {
  it('says 已复制! for 2 seconds after copying', async () => {
    const onCopy = vi.fn();
    view.render(<InviteCodeCard code="COINSGT12345" onCopy={onCopy} />);
    const status = () => view.container.querySelector('[role="status"]')?.textContent;
    await act(async () => view.container.querySelector('button')?.click());
    expect(onCopy).toHaveBeenCalledWith('COINSGT12345');
    expect(status()).toBe('已复制!');
    view.tick(1999);
    expect(status()).toBe('已复制!');
    view.tick(1);
    expect(status()).toBe('');
  });
});

describe('copyText over plain http', () => {
  it('copies with a hidden field when the Clipboard API is missing', async () => {
    vi.useRealTimers();
    // A real click (it grants the page the user activation a copy command needs) updates React
    // outside act(), as in the browser; the page is awaited instead.
    const reactEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.spyOn(document, 'execCommand');
    try {
      view.render(<InviteCodeCard code="COINSGT12345" />);
      reactEnv.IS_REACT_ACT_ENVIRONMENT = false;
      let copied = '';
      document.addEventListener(
        'copy',
        () => (copied = document.getSelection()?.toString() ?? ''),
        {
          once: true,
        },
      );
      await userEvent.click(page.getByRole('button', { name: '复制' }));
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(copied).toBe('COINSGT12345');
      await expect.element(page.getByRole('status')).toHaveTextContent('已复制!');
      expect(view.container.querySelector('textarea')).toBeNull();
    } finally {
      reactEnv.IS_REACT_ACT_ENVIRONMENT = true;
      execCommand.mockRestore();
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});
