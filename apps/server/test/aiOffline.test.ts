import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, readAiStream } from '@coinsight/domain/ai';
import {
  classicRainbow,
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

describe.each(databaseKinds)('offline analyst (no AI_API_KEY) on %s', (kind) => {
  const suite = serverPerSuite(kind, { realClock: true });
  let days: BtcDay[];
  let browser: TestBrowser;

  beforeAll(async () => {
    const { server } = suite;
    await server.services.btcHistory.seedDemo(new Date());
    days = await server.services.btcHistory.daily();
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

  it('says it is the offline analyst and states the stored price, day change and zones, with no macro, calendar or news stored', async () => {
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
  });

  it('reasons aloud with the deep model, and its quota says it is offline', async () => {
    const { events } = await askStream('NUPL 是多少？', 'deepseek-reasoner');
    const { text, reasoning } = answerOf(events);
    expect(reasoning).toContain('NUPL');
    expect(text).toContain('NUPL');
    expect(text).not.toContain('彩虹图**');
    const left = await browser.get(quota.path);
    expect(left.result).toMatchObject({ success: true, data: { offline: true, used: 2 } });
  });
});
