import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EditableList } from './EditableList.tsx';

interface Event {
  title: string;
  brief: string;
}

const events: Event[] = [
  { title: '美联储议息', brief: '维持利率不变。' },
  { title: 'ETF 净流入', brief: '连续三日净流入。' },
  { title: '美联储议息', brief: '点阵图下移。' },
];

let root: Root;
let container: HTMLDivElement;
const reactEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  // Real clicks and typing update React outside act(), as in the browser; the page is awaited.
  reactEnv.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
});

function Host({ busy = false, seen }: { busy?: boolean; seen: (items: Event[]) => void }) {
  const [items, setItems] = useState(events);
  return (
    <EditableList
      noun="事件"
      items={items}
      keyOf={(item, i) => `${item.title}-${i}`}
      labelOf={(item) => item.title}
      textOf={(item) => item.brief}
      withText={(item, brief) => ({ ...item, brief })}
      nameOf={(item) => item.title}
      onChange={(next) => {
        seen(next);
        setItems(next);
      }}
      busy={busy}
    >
      <p>添加事件</p>
    </EditableList>
  );
}

describe('EditableList', () => {
  it('shows each item’s text under its label, the count in the legend and the adding row below', async () => {
    root.render(<Host seen={vi.fn()} />);
    await expect.element(page.getByRole('group', { name: '事件（3）' })).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'ETF 净流入' }))
      .toHaveValue('连续三日净流入。');
    expect(container.querySelector('fieldset > p')?.textContent).toBe('添加事件');
  });

  it('corrects the text of the one item typed in, even beside another of the same title', async () => {
    const seen = vi.fn();
    root.render(<Host seen={seen} />);
    const third = page.getByRole('textbox', { name: '美联储议息' }).nth(1);
    await userEvent.fill(third, '点阵图下移，偏鹰。');
    await expect.element(third).toHaveValue('点阵图下移，偏鹰。');
    expect(seen).toHaveBeenLastCalledWith([
      events[0],
      events[1],
      { title: '美联储议息', brief: '点阵图下移，偏鹰。' },
    ]);
  });

  it('removes exactly the item whose 删除 is pressed', async () => {
    const seen = vi.fn();
    root.render(<Host seen={seen} />);
    await userEvent.click(page.getByRole('button', { name: '删除事件「ETF 净流入」' }));
    await expect.element(page.getByRole('group', { name: '事件（2）' })).toBeVisible();
    expect(seen).toHaveBeenCalledExactlyOnceWith([events[0], events[2]]);
  });

  it('lets nothing change while busy', async () => {
    root.render(<Host busy seen={vi.fn()} />);
    await expect
      .element(page.getByRole('button', { name: '删除事件「ETF 净流入」' }))
      .toBeDisabled();
    await expect.element(page.getByRole('textbox', { name: 'ETF 净流入' })).toBeDisabled();
  });
});
