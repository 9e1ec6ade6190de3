import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiStreamReader, answerOf } from '@coinsight/domain/ai';
import type { AiConversation, AiFact } from '@coinsight/domain/api';
import { conversation } from '../src/contract.ts';
import type { AppServer } from '../src/startup.ts';
import {
  assistantQuestions,
  QuestionContext,
  type AssistantQuestion,
} from './assistantQuestions.ts';
import { factsBlockOf, startScriptedModel, type ScriptedModel } from './assistantModel.ts';
import { ask, get, httpMember, type HttpMember } from './aiHttp.ts';
import { freshDatabase, testClock, testServer } from './helpers.ts';

/** The test database: the demo data seeded as a first start on this day would. */
const seededOn = new Date('2026-11-28T06:00:00Z');

async function seededServer(env: Record<string, string> = {}) {
  const db = await freshDatabase('sqlite');
  const server = await testServer(db.url, {
    env: { SEED_DEMO: 'true', AI_DAILY_QUOTA_MEMBER: '1000', ...env },
    clock: testClock(seededOn),
  });
  await server.start();
  return { server, stop: async () => (await server.stop({ timeout: 1000 }), await db.drop()) };
}

interface Outcome {
  question: string;
  missing: string[];
}

/** Runs the question set through `answer` and reports which facts each answer lacks. */
async function runQuestionSet(
  context: QuestionContext,
  questions: readonly AssistantQuestion[],
  answer: (question: string) => Promise<string>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const q of questions) {
    const facts = await q.facts(context);
    const text = await answer(q.question);
    outcomes.push({ question: q.question, missing: facts.filter((fact) => !text.includes(fact)) });
  }
  return outcomes;
}

function coverage(label: string, outcomes: readonly Outcome[]): number {
  const passed = outcomes.filter((o) => o.missing.length === 0).length;
  const percent = (passed / outcomes.length) * 100;
  console.info(
    `${label}: ${percent.toFixed(1)}% (${passed}/${outcomes.length} questions with every fact)`,
  );
  for (const o of outcomes)
    if (o.missing.length > 0) console.info(`  missed ${o.question}: ${o.missing.join(' | ')}`);
  return percent;
}

/** Asks over HTTP with stream: true, timing the first text and the whole answer. */
async function timedAsk(server: AppServer, member: HttpMember, message: string) {
  const started = performance.now();
  const res = await ask(server, member, { message, ai_id: 'deepseek-chat', stream: true });
  expect(res.status).toBe(200);
  const reader = new AiStreamReader();
  const decoder = new TextDecoder();
  let firstText: number | null = null;
  let accepted: number | null = null;
  for await (const chunk of res.body!) {
    const events = reader.push(decoder.decode(chunk as Uint8Array, { stream: true }));
    if (accepted === null && events.some((e) => e.type === 'start'))
      accepted = performance.now() - started;
    if (firstText === null && events.some((e) => e.type === 'delta'))
      firstText = performance.now() - started;
  }
  const whole = performance.now() - started;
  const facts = reader.state.events.flatMap((e) => (e.type === 'facts' ? e.facts : []));
  const start = reader.state.events.find((e) => e.type === 'start');
  return {
    ...answerOf(reader.state.events),
    facts,
    firstText: firstText ?? Infinity,
    accepted: accepted ?? Infinity,
    whole,
    start,
    done: reader.state.done,
  };
}

const [, fed] = assistantQuestions.slice(0, 3).map((q) => q.question) as [string, string, string];

describe('the offline analyst answers from the product data (issue 36)', () => {
  let server: AppServer;
  let stop: () => Promise<unknown>;
  let context: QuestionContext;
  let member: HttpMember;

  beforeAll(async () => {
    ({ server, stop } = await seededServer());
    context = await QuestionContext.of(server, seededOn);
    member = await httpMember(server);
  }, 120_000);
  afterAll(() => stop());

  it('answers the issue three questions differently, with their figures, first text within 300 ms and the whole within 1 s of acceptance', async () => {
    expect(server.services.aiProvider.offline).toBe(true);
    // Once for the caches a first question fills (menus, series), as a running server has them.
    await timedAsk(server, member, '比特币现在多少钱？');
    const answers = [];
    for (const q of assistantQuestions.slice(0, 3)) {
      const answer = await timedAsk(server, member, q.question);
      expect(answer.done).toBe(true);
      for (const fact of await q.facts(context)) expect(answer.text).toContain(fact);
      answers.push(answer);
    }
    console.info(
      `offline question accepted (start event): ${answers.map((a) => a.accepted.toFixed(0)).join(' / ')} ms; first text: ${answers.map((a) => a.firstText.toFixed(0)).join(' / ')} ms; whole: ${answers.map((a) => a.whole.toFixed(0)).join(' / ')} ms`,
    );
    // Measured from the question's acceptance (the start event): before it the route counts the
    // quota and stores the question, the same for every provider; on a loaded test machine that
    // alone can take longer than the bound, which is the analyst's.
    for (const answer of answers) {
      expect(answer.firstText - answer.accepted).toBeLessThan(300);
      expect(answer.whole - answer.accepted).toBeLessThan(1000);
    }
    const [cycleAnswer, fedAnswer, planAnswer] = answers as [
      (typeof answers)[0],
      (typeof answers)[0],
      (typeof answers)[0],
    ];
    expect(new Set(answers.map((a) => a.text)).size).toBe(3);
    expect(cycleAnswer.text).not.toContain('无法理解');
    expect(fedAnswer.text).toContain('美联储利率决议');
    expect(fedAnswer.text).toContain('(/rates/');
    expect(planAnswer.text).toContain('定投回测（每月）');
    // The facts event lists what the answer states, and the conversation keeps them.
    expect(fedAnswer.facts.map((f: AiFact) => f.key)).toEqual(
      expect.arrayContaining([
        'series:DFEDTARU',
        expect.stringMatching(/^calendar:next:US_FED_RATE/),
      ]),
    );
    const stored = (await (
      await get(server, member, conversation.path.replace('{id}', fedAnswer.start!.conversation_id))
    ).json()) as { data: AiConversation };
    expect(stored.data.messages[1]?.facts).toEqual(fedAnswer.facts);
  });

  it(`answers the question set (${assistantQuestions.length} questions) with at least 90 % coverage`, async () => {
    expect(assistantQuestions.length).toBeGreaterThanOrEqual(60);
    const times: number[] = [];
    const outcomes = await runQuestionSet(context, assistantQuestions, async (question) => {
      const started = performance.now();
      const { text } = await server.services.aiProvider.complete({
        model: 'normal',
        messages: [{ role: 'user', content: question }],
      });
      times.push(performance.now() - started);
      return text;
    });
    const percent = coverage('offline coverage', outcomes);
    console.info(
      `offline answer time: max ${Math.max(...times).toFixed(0)} ms, median ${times.sort((a, b) => a - b)[times.length >> 1]!.toFixed(0)} ms`,
    );
    expect(percent).toBeGreaterThanOrEqual(90);
  });
});

describe('a model is grounded in the same facts (issue 36)', () => {
  let model: ScriptedModel;
  let server: AppServer;
  let stop: () => Promise<unknown>;
  let context: QuestionContext;
  let member: HttpMember;

  beforeAll(async () => {
    model = await startScriptedModel();
    ({ server, stop } = await seededServer({
      AI_API_KEY: 'sk-scripted-model',
      AI_BASE_URL: model.baseUrl,
    }));
    context = await QuestionContext.of(server, seededOn);
    member = await httpMember(server);
  }, 120_000);
  afterAll(async () => {
    await stop();
    await model.close();
  });

  it('sends the retrieved facts with the question and lists those the answer cites', async () => {
    expect(server.services.aiProvider.offline).toBe(false);
    const answer = await timedAsk(server, member, fed);
    // Other AI features (news readings) use the same model: find the request of this question.
    const request = model.requests.find((r) => r.messages.at(-1)?.content === fed)!;
    const block = factsBlockOf(request);
    expect(block).toContain('美联储基准利率（上限）');
    expect(block).toContain('美联储利率决议');
    expect(answer.text).toContain('[F1]');
    expect(answer.facts.length).toBeGreaterThan(0);
    expect(answer.facts.every((f) => block.includes(f.text))).toBe(true);
    const stored = (await (
      await get(server, member, conversation.path.replace('{id}', answer.start!.conversation_id))
    ).json()) as { data: AiConversation };
    expect(stored.data.messages[1]?.facts).toEqual(answer.facts);
  });

  it('grounds the question set: the facts reach the model and its answer', async () => {
    const grounded = assistantQuestions.filter((q) => !q.offlineOnly);
    const outcomes = await runQuestionSet(context, grounded, async (message) => {
      const res = await ask(server, member, { message, ai_id: 'deepseek-chat' });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { message: string } }).data.message;
    });
    expect(coverage('grounded coverage (scripted model)', outcomes)).toBeGreaterThanOrEqual(90);
  });
});
