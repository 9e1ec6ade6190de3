import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { demoNoticeText, sources } from '@coinsight/domain/api';
import { call } from '../api/client.ts';
import { demoNoticeSlotId } from './DemoNotice.css.ts';

/** How often the notice asks again: a source that comes back takes the notice away within it. */
const recheckMs = 60_000;

/**
 * Issue 34: a line above every page while any source serves demo data, naming them; nothing while
 * all are real. It starts from what the server wrote into the page (`initial`) and asks again;
 * while the status cannot be read it keeps what it shows (the pages say 演示数据 on each piece).
 */
export function DemoNotice({ initial }: { initial: string | null }) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    const controller = new AbortController();
    const read = () =>
      call(sources, { signal: controller.signal })
        .then((answer) => setText(demoNoticeText(answer.sources)))
        .catch(() => undefined);
    void read();
    const timer = setInterval(() => void read(), recheckMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, []);
  return text === null ? null : <p role="status">{text}</p>;
}

/**
 * Takes the notice the server wrote before `root` over, with a root of its own: the page's root
 * is prerendered without it and taken over as it was built. Where no server wrote the slot (the
 * dev server, mock mode) it is made, and the notice comes with the first answer.
 */
export function mountDemoNotice(root: HTMLElement): Root {
  let slot = document.getElementById(demoNoticeSlotId);
  if (!slot) {
    slot = document.createElement('div');
    slot.id = demoNoticeSlotId;
    root.before(slot);
  }
  const noticeRoot = createRoot(slot);
  noticeRoot.render(<DemoNotice initial={slot.textContent || null} />);
  return noticeRoot;
}
