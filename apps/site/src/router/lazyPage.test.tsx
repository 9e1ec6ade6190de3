import { Suspense, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { lazyPage } from './lazyPage.ts';
import { PageBoundary } from './PageFallback.tsx';

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
    const Page = lazyPage(
      () => new Promise<ComponentType>((resolve) => setTimeout(() => resolve(Counter), 50)),
    );
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

  it('lets a part whose chunk failed load again when drawn again, its neighbours left mounted', async () => {
    mounts = 0;
    let calls = 0;
    const Part = lazyPage<{ label: string }>(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(({ label }) => <p>{label}</p>);
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <>
        <Counter />
        <PageBoundary failed={(retry) => <button onClick={retry}>快讯加载失败，重试</button>}>
          <Suspense fallback={<p>加载中…</p>}>
            <Part label="快讯已到" />
          </Suspense>
        </PageBoundary>
      </>,
    );
    await userEvent.click(page.getByRole('button', { name: '点了 0 次' }));
    await userEvent.click(page.getByRole('button', { name: '快讯加载失败，重试' }));
    await expect.element(page.getByText('快讯已到')).toBeVisible();
    expect(calls).toBe(2);
    // The failure stayed in its place: the neighbour kept its state and was mounted once.
    await expect.element(page.getByRole('button', { name: '点了 1 次' })).toBeVisible();
    expect(mounts).toBe(1);
    root.unmount();
    container.remove();
  });

  it('shows a page whose chunk failed as 页面加载失败 with 重试 by default', async () => {
    let calls = 0;
    const Page = lazyPage(() => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <PageBoundary>
        <Suspense fallback={<p>加载中…</p>}>
          <Page />
        </Suspense>
      </PageBoundary>,
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('页面加载失败，请检查网络后重试。');
    await expect.element(page.getByRole('button', { name: '重试' })).toBeVisible();
    // Asked once: the failure is shown, not retried behind it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(1);
    root.unmount();
    container.remove();
  });

  it('passes an error that is not a failed load on up', async () => {
    const Broken = lazyPage(() =>
      Promise.resolve(() => {
        throw new Error('a bug in the page');
      }),
    );
    const caught: unknown[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container, { onUncaughtError: (error) => caught.push(error) });
    root.render(
      <PageBoundary failed={() => <p>不该出现</p>}>
        <Suspense fallback={<p>加载中…</p>}>
          <Broken />
        </Suspense>
      </PageBoundary>,
    );
    await expect.poll(() => caught.length).toBe(1);
    expect(String(caught[0])).toContain('a bug in the page');
    expect(document.body.textContent).not.toContain('不该出现');
    root.unmount();
    container.remove();
  });
});
