// The AI relay's overhead: a streamed answer through the whole server (session, CSRF, quota,
// conversation rows on SQLite, the in-memory live answer, hapi's event stream) against the same
// answer read straight from the fake OpenAI-compatible upstream, which replays the recorded
// DeepSeek stream with a fixed latency. Time to first token and total time, p50/p99, at 1 and 100
// concurrent streams, and the server's memory per open stream. Client, server and upstream share
// this process, so both sides of each ratio pay the same client costs.
// `npx tsx scripts/bench/ai.ts` runs it alone.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { getUsername, model } from '../../apps/server/src/contract.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { silentLogger } from '../../apps/server/src/logger.ts';
import { createApp, type AppServer } from '../../apps/server/src/startup.ts';
import { sessionSetCookie } from '../../apps/server/src/plugins/auth.ts';
import { hashPassword } from '../../apps/server/src/security/password.ts';
import { startFakeAiUpstream, type FakeAiUpstream } from '../../apps/server/test/fakeAiUpstream.ts';
import { offlineSources } from './processes.ts';

/** The upstream's fixed latency: before the first event, and between events. */
const firstDelayMs = 40;
const delayMs = 2;
const sequentialRuns = 40;
const concurrency = 100;
const concurrentRounds = 3;
const heldStreams = 200;

interface Timing {
  /** Until the server's start event (the question accepted and stored); NaN for the upstream. */
  accepted: number;
  firstToken: number;
  total: number;
}

export interface AiFigures {
  one: { direct: Summary; server: Summary };
  hundred: { direct: Summary; server: Summary };
  /** Server bytes per open stream (heap), direct baseline subtracted. */
  bytesPerStream: number;
  addedFirstTokenP50: number;
}

interface Summary {
  acceptedP50: number;
  firstP50: number;
  firstP99: number;
  totalP50: number;
  totalP99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(all: Timing[]): Summary {
  const timings = all.filter((t) => !Number.isNaN(t.firstToken));
  const first = timings.map((t) => t.firstToken).sort((a, b) => a - b);
  const total = timings.map((t) => t.total).sort((a, b) => a - b);
  const accepted = timings.map((t) => t.accepted).sort((a, b) => a - b);
  return {
    acceptedP50: percentile(accepted, 50),
    firstP50: percentile(first, 50),
    firstP99: percentile(first, 99),
    totalP50: percentile(total, 50),
    totalP99: percentile(total, 99),
  };
}

/** Reads a body until it ends; the first token is the first text or reasoning piece. */
const failures = new Map<string, number>();

async function timeBody(res: Response, started: number, isToken: (line: string) => boolean) {
  if (res.status !== 200 || !res.body) {
    const key = `${res.status} ${(await res.text()).slice(0, 120)}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
    return { accepted: Number.NaN, firstToken: Number.NaN, total: Number.NaN };
  }
  const decoder = new TextDecoder();
  let accepted = Number.NaN;
  let firstToken = Number.NaN;
  let rest = '';
  let whole = '';
  for await (const chunk of res.body) {
    const text = decoder.decode(chunk as Uint8Array, { stream: true });
    whole += text;
    rest += text;
    if (Number.isNaN(firstToken)) {
      const lines = rest.split('\n');
      if (Number.isNaN(accepted) && lines.some((l) => l.includes('"type":"start"')))
        accepted = performance.now() - started;
      if (lines.some(isToken)) firstToken = performance.now() - started;
      rest = lines.at(-1) ?? '';
    }
  }
  if (Number.isNaN(firstToken)) {
    const key = `no token: ${/"type":"error"[^}]*/.exec(whole)?.[0] ?? whole.slice(-200)}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  }
  return { accepted, firstToken, total: performance.now() - started };
}

const upstreamToken = (line: string) =>
  /"(content|reasoning_content)":"[^"]/.test(line) && line.startsWith('data:');
const serverToken = (line: string) => /"type":"(delta|reasoning)"/.test(line);

function direct(upstream: FakeAiUpstream): Promise<Timing> {
  const started = performance.now();
  return fetch(`${upstream.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
    body: JSON.stringify({
      model: 'bench',
      stream: true,
      messages: [{ role: 'user', content: '你好' }],
    }),
  }).then((res) => timeBody(res, started, upstreamToken));
}

function throughServer(server: AppServer, headers: Record<string, string>): Promise<Timing> {
  const started = performance.now();
  return fetch(`http://127.0.0.1:${server.info.port}${model.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ message: '你好', stream: true, ai_id: 'deepseek-reasoner' }),
  }).then((res) => timeBody(res, started, serverToken));
}

async function memberHeaders(server: AppServer, n: number): Promise<Record<string, string>> {
  const id = await server.services.account.repo.insertUser({
    phone: `139${String(n).padStart(8, '0')}`,
    passwordHash: await hashPassword('bench-password'),
    inviteCode: `BENCH${String(n).padStart(3, '0')}`,
    vipExpiry: null,
    createdAt: new Date(),
  });
  const { token } = await server.services.account.startMemberSession(id, 'bench');
  const header = await sessionSetCookie(server, 'member', token);
  const cookie = header.split(';')[0] ?? '';
  const page = await fetch(`http://127.0.0.1:${server.info.port}${getUsername.path}`, {
    headers: { cookie },
  });
  const crumb = /crumb=([^;]*)/.exec(page.headers.getSetCookie().join(';'))?.[1] ?? '';
  return { cookie: `${cookie}; crumb=${crumb}`, 'x-csrf-token': crumb };
}

/** Heap held by `count` streams kept open mid-answer, per stream. */
async function heapPerStream(open: () => Promise<Response>, upstream: FakeAiUpstream) {
  upstream.behave({ kind: 'hold', after: 5 });
  global.gc?.();
  const before = process.memoryUsage().heapUsed;
  const opened = await Promise.allSettled(Array.from({ length: heldStreams }, open));
  const responses = opened.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  if (responses.length < heldStreams)
    failures.set('held stream refused', heldStreams - responses.length);
  // Let every stream deliver what it has before measuring.
  await new Promise((resolve) => setTimeout(resolve, 300));
  global.gc?.();
  const after = process.memoryUsage().heapUsed;
  upstream.release();
  await Promise.all(responses.map((res) => res.text()));
  upstream.behave({ kind: 'replay' });
  return (after - before) / Math.max(1, responses.length);
}

async function rounds(run: (slot: number) => Promise<Timing>, parallel: number, times: number) {
  const timings: Timing[] = [];
  for (let i = 0; i < times; i++)
    timings.push(...(await Promise.all(Array.from({ length: parallel }, (_, slot) => run(slot)))));
  return timings;
}

export async function aiBench(): Promise<AiFigures> {
  const upstream = await startFakeAiUpstream({ firstDelayMs, delayMs });
  const server = await createApp(
    loadConfig({
      ...offlineSources,
      NODE_ENV: 'test',
      DATABASE_URL: 'sqlite::memory:',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      PORT: '0',
      SITE_DIR: '/nonexistent/coinsight-site',
      AI_API_KEY: 'sk-bench-0123456789',
      AI_BASE_URL: upstream.baseUrl,
      AI_DAILY_QUOTA_MEMBER: '1000000',
    }),
    { logger: silentLogger() },
  );
  try {
    await server.start();
    // One member per concurrent stream: a member keeps 10 conversations, and an 11th started
    // while the first is still being answered would cancel it.
    const members = await Promise.all(
      Array.from({ length: concurrency }, (_, n) => memberHeaders(server, n)),
    );
    const headers = members[0]!;
    // Warm both paths (JIT, connection pools, prepared statements).
    await rounds(() => direct(upstream), 5, 2);
    await rounds(() => throughServer(server, headers), 5, 2);

    // The stack's floor: a logged-in GET that reads the session and answers at once.
    const floor: number[] = [];
    for (let i = 0; i < sequentialRuns; i++) {
      const started = performance.now();
      await (
        await fetch(`http://127.0.0.1:${server.info.port}${getUsername.path}`, { headers })
      ).text();
      floor.push(performance.now() - started);
    }
    floor.sort((a, b) => a - b);

    const one = {
      direct: summary(await rounds(() => direct(upstream), 1, sequentialRuns)),
      server: summary(await rounds(() => throughServer(server, headers), 1, sequentialRuns)),
    };
    const hundred = {
      direct: summary(await rounds(() => direct(upstream), concurrency, concurrentRounds)),
      server: summary(
        await rounds(
          (slot) => throughServer(server, members[slot]!),
          concurrency,
          concurrentRounds,
        ),
      ),
    };
    const directHeap = await heapPerStream(
      () =>
        fetch(`${upstream.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'bench', stream: true, messages: [] }),
        }),
      upstream,
    );
    let next = 0;
    const serverHeap = await heapPerStream(
      () =>
        fetch(`http://127.0.0.1:${server.info.port}${model.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...members[next++ % concurrency]! },
          body: JSON.stringify({ message: '你好', stream: true, ai_id: 'deepseek-reasoner' }),
        }),
      upstream,
    );
    const figures: AiFigures = {
      one,
      hundred,
      bytesPerStream: serverHeap - directHeap,
      addedFirstTokenP50: one.server.firstP50 - one.direct.firstP50,
    };
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const line = (label: string, s: Summary) =>
      `  ${label.padEnd(8)} ${Number.isNaN(s.acceptedP50) ? '' : `accepted (start event) p50 ${ms(s.acceptedP50)}; `}first token p50 ${ms(s.firstP50)}, p99 ${ms(s.firstP99)}; total p50 ${ms(s.totalP50)}, p99 ${ms(s.totalP99)}`;
    console.log(
      [
        `\nAI relay: the recorded DeepSeek stream (upstream ${firstDelayMs} ms to first event, ${delayMs} ms between events), SQLite, one process:`,
        `1 stream at a time (${sequentialRuns} runs); the stack's floor, a logged-in GET getusername: p50 ${ms(percentile(floor, 50))}:`,
        line('direct', one.direct),
        line('server', one.server),
        `  added at p50: first token ${ms(one.server.firstP50 - one.direct.firstP50)}, total ${ms(one.server.totalP50 - one.direct.totalP50)} (aim < 5 ms)`,
        `${concurrency} concurrent streams (${concurrentRounds} rounds):`,
        line('direct', hundred.direct),
        line('server', hundred.server),
        `  added at p50: first token ${ms(hundred.server.firstP50 - hundred.direct.firstP50)}, total ${ms(hundred.server.totalP50 - hundred.direct.totalP50)}; ratio total p50 ${(hundred.server.totalP50 / hundred.direct.totalP50).toFixed(2)}×`,
        `failed streams: ${failures.size === 0 ? 'none' : JSON.stringify([...failures])}`,
        `memory: ${(figures.bytesPerStream / 1024).toFixed(1)} KiB of heap per open stream held by the server (${heldStreams} streams held mid-answer, direct streams' heap subtracted${global.gc ? '' : '; run with node --expose-gc for steadier figures'})`,
      ].join('\n'),
    );
    return figures;
  } finally {
    await server.stop({ timeout: 1000 });
    await upstream.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await aiBench();
