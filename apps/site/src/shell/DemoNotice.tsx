import { useEffect, useState } from 'react';
import { sources, type PublicSourceStatus } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { Notice } from '@coinsight/ui';
import { call } from '../api/client.ts';

/** How often the notice asks again: a source that comes back takes the notice away within it. */
const recheckMs = 60_000;

/**
 * Issue 34: a line on every page while any source serves demo data, naming them; nothing while
 * all are real, or while the status cannot be read (the pages say 演示数据 on each piece anyway).
 */
export function DemoNotice() {
  const [demo, setDemo] = useState<PublicSourceStatus[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const read = () =>
      call(sources, { signal: controller.signal })
        .then((answer) => setDemo(answer.sources.filter((s) => s.mode === 'demo')))
        .catch(() => undefined);
    void read();
    const timer = setInterval(() => void read(), recheckMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, []);
  if (demo.length === 0) return null;
  return (
    <Notice
      tone="info"
      message={`${messages.demoData.notice}${demo.map((s) => s.label).join('、')}`}
    />
  );
}
