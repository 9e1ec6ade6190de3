import { sources, type PublicSourceStatus } from '@coinsight/domain/api';
import { fail, override } from '@coinsight/mocks';
import { worker } from '@coinsight/mocks/browser';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { actNow } from '../testing/actNow.ts';
import { mountSitePerTest } from '../testing/mountSitePerTest.tsx';
import { mountDemoNotice } from './DemoNotice.tsx';
import { demoNoticeSlotId } from './DemoNotice.css.ts';

const site = mountSitePerTest();
const lead = '部分数据源当前为演示数据，并非真实行情：';

let noticeRoot: Root | undefined;
afterEach(() => {
  actNow(() => noticeRoot?.unmount());
  document.getElementById(demoNoticeSlotId)?.remove();
});

const answering = (
  modes: Partial<Record<PublicSourceStatus['source'], PublicSourceStatus['mode']>>,
) =>
  worker.use(
    override(sources, () => {
      const statuses = (
        [
          ['ticker', '实时价格'],
          ['btc', '比特币日线'],
          ['news', '新闻快讯'],
        ] as const
      ).map(([source, label]) => ({ source, label, mode: modes[source] ?? 'real' }));
      return {
        sources: statuses,
        demo: statuses.filter((s) => s.mode === 'demo').map((s) => s.source),
      };
    }),
  );

/** The slot as the server writes it into a page (apps/server/src/plugins/demoNotice.ts). */
function writtenByServer(text: string | null): HTMLElement {
  const slot = document.createElement('div');
  slot.id = demoNoticeSlotId;
  if (text !== null) slot.innerHTML = `<p role="status">${text}</p>`;
  site.container.before(slot);
  return slot;
}

describe('the demo-data notice above every page', () => {
  it('takes over the line the server wrote as it stands, above the page, before any answer', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    worker.use(
      override(sources, async () => {
        await answered;
        return {
          sources: [{ source: 'btc' as const, label: '比特币日线', mode: 'demo' as const }],
          demo: ['btc' as const],
        };
      }),
    );
    const slot = writtenByServer(`${lead}比特币日线`);
    actNow(() => {
      noticeRoot = mountDemoNotice(site.container);
    });
    // Rendered by the notice's own root, not the server's markup left in place.
    const line = slot.querySelector('p');
    expect(line?.textContent).toBe(`${lead}比特币日线`);
    expect(document.querySelectorAll(`#${demoNoticeSlotId}`)).toHaveLength(1);
    expect(slot.nextElementSibling).toBe(site.container);
    // Drawn by the site's style sheet, not only as text: a line across the page.
    expect(line && getComputedStyle(line).textAlign).toBe('center');
    answer();
    await expect.element(page.getByRole('status')).toHaveTextContent(`${lead}比特币日线`);
  });

  it('takes the line away once every source is real again', async () => {
    answering({});
    writtenByServer(`${lead}新闻快讯`);
    noticeRoot = mountDemoNotice(site.container);
    await expect.poll(() => document.getElementById(demoNoticeSlotId)?.textContent).toBe('');
  });

  it('names a source that fell back after the page was written', async () => {
    answering({ ticker: 'demo', news: 'demo' });
    writtenByServer(null);
    noticeRoot = mountDemoNotice(site.container);
    await expect.element(page.getByRole('status')).toHaveTextContent(`${lead}实时价格、新闻快讯`);
  });

  it('makes its slot before the page where no server wrote one (the dev server), the line with the first answer', async () => {
    answering({ btc: 'demo' });
    noticeRoot = mountDemoNotice(site.container);
    await expect.element(page.getByRole('status')).toHaveTextContent(`${lead}比特币日线`);
    expect(site.container.previousElementSibling?.id).toBe(demoNoticeSlotId);
  });

  it('keeps what the server wrote when the status cannot be read', async () => {
    let refused = false;
    worker.use(
      override(sources, () => {
        refused = true;
        return fail(503, '服务暂时不可用');
      }),
    );
    writtenByServer(`${lead}比特币日线`);
    noticeRoot = mountDemoNotice(site.container);
    await expect.poll(() => refused).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect.element(page.getByRole('status')).toHaveTextContent(`${lead}比特币日线`);
  });
});
