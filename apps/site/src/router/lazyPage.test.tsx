import { Suspense, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { lazyPage } from './lazyPage.ts';

let mounts = 0;

function Counter() {
  const [count, setCount] = useState(() => {
    mounts += 1;
    return 0;
  });
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      点了 {count} 次
    </button>
  );
}

function Host({ Page }: { Page: ComponentType }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        重绘 {renders}
      </button>
      <Suspense fallback={<p>加载中…</p>}>
        <Page />
      </Suspense>
    </>
  );
}

function mount(Page: ComponentType) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<Host Page={Page} />);
  return () => {
    root.unmount();
    container.remove();
  };
}

describe('lazyPage', () => {
  it('keeps a page first shown while loading mounted when its parent renders again', async () => {
    mounts = 0;
    const Page = lazyPage(() => new Promise((resolve) => setTimeout(() => resolve(Counter), 50)));
    const unmount = mount(Page);
    await userEvent.click(page.getByRole('button', { name: '点了 0 次' }));
    await expect.element(page.getByRole('button', { name: '点了 1 次' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /重绘/ }));
    await expect.element(page.getByRole('button', { name: '重绘 1' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '点了 1 次' })).toBeVisible();
    expect(mounts).toBe(1);
    unmount();
  });

  it('renders a preloaded page at once, without the loading line', async () => {
    const Page = lazyPage(() => Promise.resolve(Counter));
    await Page.preload();
    const unmount = mount(Page);
    await expect.element(page.getByRole('button', { name: '点了 0 次' })).toBeVisible();
    expect(document.body.textContent).not.toContain('加载中');
    unmount();
  });
});
