import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, readAiStream } from '@coinsight/domain/ai';
import { beijingDateTime } from '@coinsight/domain/time';
import {
  classicRainbow,
  dayMs,
  dayTime,
  nupl,
  nuplZone,
  rainbowBandIndex,
  rainbowBands,
  rainbowDays,
  s2fDeflection,
  s2fModelPrice,
  stockToFlow,
  type BtcDay,
} from '@coinsight/domain/indicators';
import { messages } from '@coinsight/domain/messages';
import { model, quota } from '../src/contract.ts';
import { databaseKinds, loginAs, addMember, serverPerSuite, TestBrowser } from './helpers.ts';

const usd = (value: number) =>
  `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 美元`;

/** Every number written in a text, names with digits (S2F, MVRV-Z) left out. */
const figures = (text: string) =>
  new Set(text.replace(/S2F|MVRV-Z|NUPL/g, '').match(/\d[\d,]*(\.\d+)?/g) ?? []);

describe.each(databaseKinds)('offline analyst (no AI_API_KEY) on %s', (kind) => {
  const suite = serverPerSuite(kind, { realClock: true });
  let days: BtcDay[];
  let browser: TestBrowser;

  beforeAll(async () => {
    const { server } = suite;
    await server.services.btcHistory.seedDemo(new Date());
    days = await server.services.btcHistory.daily();
    server.services.ai.timings.offlinePaceMs = 0;
    const member = await addMember(server);
    browser = await TestBrowser.open(server);
    browser.cookies.set(
      'sid',
      (await loginAs(server, member.id)).cookie.split('=').slice(1).join('='),
    );
  });

  const askStream = async (message: string, ai_id: string) => {
    const res = await browser.post(model.path, { message, ai_id, stream: true });
    expect(res.statusCode).toBe(200);
    return readAiStream(res.payload);
  };

  it('says it is the offline analyst and states the stored price, day change and zones, nothing more', async () => {
    expect(suite.server.services.aiProvider.offline).toBe(true);
    const { events, done } = await askStream('现在行情怎么样？', 'deepseek-chat');
    expect(done).toBe(true);
    const { text, reasoning } = answerOf(events);
    expect(reasoning).toBe('');
    expect(text).toContain(messages.ai.offlineName);

    const last = days.at(-1)!;
    const previous = days.at(-2)!;
    const change = ((last.price - previous.price) / previous.price) * 100;
    const value = nupl(last.marketCap, last.realizedCap);
    const model = s2fModelPrice(stockToFlow(last.supply));
    const deflection = s2fDeflection(last.price, model);
    const band = rainbowBands[rainbowBandIndex(last.price, rainbowDays(last.date), classicRainbow)];
    const held = [
      usd(last.price),
      `${change >= 0 ? '+' : ''}${change.toFixed(2)}%`,
      value.toFixed(3),
      nuplZone(value).name,
      deflection.toFixed(2),
      usd(model),
      band?.name ?? '',
    ];
    for (const figure of held) expect(text).toContain(figure);

    // Every number it writes is one of those, the MVRV-Z score, or a part of a date or time.
    const allowed = new Set([
      ...held.flatMap((h) => [...figures(h)]),
      ...figures(last.date),
      // The close is dated at the end of its UTC day, shown in Beijing time.
      ...figures(beijingDateTime(dayTime(last.date) + dayMs, 'minute')),
    ]);
    const mvrv = /MVRV-Z）\*\*：(-?\d+\.\d+)/.exec(text)?.[1];
    if (mvrv) allowed.add(mvrv.replace('-', ''));
    for (const figure of figures(text)) expect(allowed).toContain(figure);
  });

  it('reasons aloud with the deep model, and its quota says it is offline', async () => {
    const { events } = await askStream('NUPL 是多少？', 'deepseek-reasoner');
    const { text, reasoning } = answerOf(events);
    expect(reasoning).toContain(days.at(-1)!.date);
    expect(text).toContain('NUPL');
    expect(text).not.toContain('彩虹图**');
    const left = await browser.get(quota.path);
    expect(left.result).toMatchObject({ success: true, data: { offline: true, used: 2 } });
  });
});
