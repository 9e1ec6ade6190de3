// Chat fan-out: 1,000 members subscribed to one room over Nes each receive a message sent in the
// room. Measured from the send (stored in the database, published through the bus) to each
// socket's receipt: p50/p99 delivery latency and deliveries per second, against a bare `ws`
// broadcast of the same frame to 1,000 plain websockets in the same run. The clients run in a
// worker thread, so the server's heap growth per connection is measured apart from theirs.
// `tsx scripts/bench/chatFanout.ts` runs it alone.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { roomPath } from '@coinsight/domain/realtime';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { MemberCredentials } from '../../apps/server/src/sessions/credentials.ts';
import { silentLogger } from '../../apps/server/src/logger.ts';
import { sessionSetCookie } from '../../apps/server/src/plugins/auth.ts';
import { nesAuthPath } from '../../apps/server/src/plugins/realtime.ts';
import { hashPassword } from '../../apps/server/src/security/password.ts';
import { createApp, type AppServer } from '../../apps/server/src/startup.ts';
import { offlineSources } from './processes.ts';

/** CHAT_FANOUT_SUBSCRIBERS runs it smaller (a quick check); the figures quoted are for 1,000. */
const subscribers = Number(process.env.CHAT_FANOUT_SUBSCRIBERS ?? 1000);
const rounds = 20;
const groupNumber = '900001';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

export interface FanoutFigures {
  subscribers: number;
  nes: { p50: number; p99: number; perSecond: number; heapPerConnection: number };
  ws: { p50: number; p99: number; perSecond: number; heapPerConnection: number };
  missing: number;
}

const require = createRequire(import.meta.url);

/** The clients: Nes or plain ws sockets, each noting when the round's message reached it. */
const clientCode = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.wsPath);
// Node's own global WebSocket getter throws in an eval'd worker; nes only probes it, then uses ws.
Object.defineProperty(globalThis, 'WebSocket', { value: WebSocket, writable: true, configurable: true });
const Nes = require(workerData.nesPath);
const now = () => performance.timeOrigin + performance.now();
let target = null, expected = 0, times = [];
let clients = [];
function got(frame) {
  const text = frame && frame.type === 'chat_message' ? frame.message.text : null;
  if (text !== target) return;
  times.push(now());
  if (times.length === expected) parentPort.postMessage({ type: 'round', times });
}
async function inBatches(items, each) {
  for (let i = 0; i < items.length; i += 50) await Promise.all(items.slice(i, i + 50).map(each));
}
parentPort.on('message', async (msg) => {
  if (msg.type === 'nes') {
    await inBatches(msg.cookies.map((cookie, i) => [cookie, i]), async ([cookie, i]) => {
      // Each member from an address of their own, as the reverse proxy in front of a deployment
      // forwards it: the server holds at most 256 sockets per client address.
      const forwarded = '10.' + (i >> 16) + '.' + ((i >> 8) & 255) + '.' + (i & 255);
      const client = new Nes.Client(msg.url, {
        ws: { headers: { cookie, 'x-forwarded-for': forwarded }, origin: msg.origin },
      });
      await client.connect({ reconnect: false });
      await client.subscribe(msg.path, got);
      clients.push({ close: () => client.disconnect() });
    });
    parentPort.postMessage({ type: 'ready' });
  } else if (msg.type === 'ws') {
    await inBatches(Array.from({ length: msg.count }), async () => {
      const socket = new WebSocket(msg.url);
      await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
      socket.on('message', (data) => got(JSON.parse(String(data)).message));
      clients.push({ close: () => socket.close() });
    });
    parentPort.postMessage({ type: 'ready' });
  } else if (msg.type === 'expect') {
    target = msg.text; expected = msg.count; times = [];
    parentPort.postMessage({ type: 'armed' });
  } else if (msg.type === 'close') {
    await Promise.all(clients.map((c) => c.close()));
    clients = [];
    parentPort.postMessage({ type: 'closed' });
  }
});
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Sends `rounds` messages one after another, each once every client has the last; the figures. */
async function measure(worker: Worker, send: (text: string) => Promise<void>) {
  const latencies: number[] = [];
  let busy = 0;
  let missing = 0;
  for (let r = 0; r < rounds; r++) {
    const text = `基准消息 #${r} ${randomBytes(3).toString('hex')}`;
    worker.postMessage({ type: 'expect', text, count: subscribers });
    await once(worker, 'message');
    const delivered = new Promise<number[]>((resolve) => {
      const onMessage = (msg: { type: string; times: number[] }) => {
        if (msg.type !== 'round') return;
        worker.off('message', onMessage);
        resolve(msg.times);
      };
      worker.on('message', onMessage);
    });
    const t0 = performance.timeOrigin + performance.now();
    await send(text);
    const times = await Promise.race([
      delivered,
      new Promise<number[]>((r) => setTimeout(() => r([]), 10_000)),
    ]);
    if (times.length < subscribers) missing += subscribers - times.length;
    for (const t of times) latencies.push(t - t0);
    busy += Math.max(...times, t0) - t0;
  }
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / (busy / 1000),
    missing,
  };
}

async function members(server: AppServer) {
  const hash = await hashPassword('bench-password');
  const ids: number[] = [];
  for (let i = 0; i <= subscribers; i++)
    ids.push(
      await server.services.account.repo.insertUser({
        phone: `171${String(i).padStart(8, '0')}`,
        passwordHash: hash,
        inviteCode: `FANOUT${String(i).padStart(6, '0')}`,
        vipExpiry: new Date(Date.now() + 30 * 86_400_000),
        createdAt: new Date(),
      }),
    );
  const [owner, ...listeners] = ids;
  await server.services.chat.createGroup({
    number: groupNumber,
    name: '扇出基准群',
    ownerUserId: owner,
  });
  for (const id of listeners) await server.services.chat.addMember(groupNumber, id);
  return { owner: owner ?? 0, listeners };
}

async function nesCookie(server: AppServer, userId: number): Promise<string> {
  const { token } = await server.services.account.startMemberSession(userId, 'bench');
  const header = await sessionSetCookie(server, 'member', token);
  const sid = header.split(';')[0] ?? '';
  const auth = await fetch(`http://127.0.0.1:${server.info.port}${nesAuthPath}`, {
    headers: { cookie: sid },
  });
  const nes = auth.headers.getSetCookie().find((line) => line.startsWith('nes='));
  if (!nes) throw new Error('no nes cookie');
  return nes.split(';')[0] ?? '';
}

export async function chatFanoutBench(): Promise<FanoutFigures> {
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
      CHAT_RATE_LIMIT: '1000000',
      // The subscribers' sockets come through a proxy on loopback (see the clients).
      TRUSTED_PROXY: '127.0.0.1',
      SOCKET_AUTH_TTL_SECONDS: '600',
    }),
    { logger: silentLogger() },
  );
  const worker = new Worker(clientCode, {
    eval: true,
    workerData: { nesPath: require.resolve('@hapi/nes'), wsPath: require.resolve('ws') },
  });
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const listening = once(wss, 'listening');
  try {
    await listening;
    await server.start();
    const { owner, listeners } = await members(server);
    console.error(`fan-out: ${listeners.length} members in the room; opening their sessions…`);
    const cookies: string[] = [];
    for (const id of listeners) cookies.push(await nesCookie(server, id));
    console.error('fan-out: connecting the Nes subscribers…');
    const ownerRow = await server.services.account.repo.findUserById(owner);
    const sender: MemberCredentials = {
      kind: 'member',
      id: owner,
      username: ownerRow?.phone ?? '',
      sessionId: 'bench',
      inviteCode: '',
      vipExpiry: new Date(Date.now() + 86_400_000),
    };

    const nesBefore = heapUsed();
    worker.postMessage({
      type: 'nes',
      url: `ws://127.0.0.1:${server.info.port}`,
      origin: server.services.config.socketOrigins[0],
      path: roomPath(groupNumber),
      cookies,
    });
    await once(worker, 'message');
    const nesHeap = (heapUsed() - nesBefore) / subscribers;
    console.error('fan-out: measuring…');
    const nes = await measure(worker, async (text) => {
      await server.services.chat.sendText(sender, groupNumber, text);
    });
    worker.postMessage({ type: 'close' });
    await once(worker, 'message');

    // The baseline: the same frame Nes writes, broadcast by a bare ws server.
    const wsBefore = heapUsed();
    worker.postMessage({
      type: 'ws',
      url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}`,
      count: subscribers,
    });
    await once(worker, 'message');
    const wsHeap = (heapUsed() - wsBefore) / subscribers;
    const ws = await measure(worker, (text) => {
      const frame = JSON.stringify({
        type: 'pub',
        path: roomPath(groupNumber),
        message: {
          type: 'chat_message',
          number: groupNumber,
          message: {
            id: 1,
            sender: '171****0000',
            avatar: '',
            text,
            sent_at: new Date().toISOString(),
          },
        },
      });
      for (const client of wss.clients) client.send(frame);
      return Promise.resolve();
    });
    worker.postMessage({ type: 'close' });
    await once(worker, 'message');

    const figures: FanoutFigures = {
      subscribers,
      nes: { p50: nes.p50, p99: nes.p99, perSecond: nes.perSecond, heapPerConnection: nesHeap },
      ws: { p50: ws.p50, p99: ws.p99, perSecond: ws.perSecond, heapPerConnection: wsHeap },
      missing: nes.missing + ws.missing,
    };
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `\nchat fan-out: ${subscribers} room subscribers, ${rounds} messages each, clients in a worker thread\n` +
        `  Nes room (store + bus + filter):  p50 ${nes.p50.toFixed(1)} ms, p99 ${nes.p99.toFixed(1)} ms, ` +
        `${nes.perSecond.toFixed(0)} deliveries/s, server heap ${kb(nesHeap)} per connection\n` +
        `  bare ws broadcast (same frame):   p50 ${ws.p50.toFixed(1)} ms, p99 ${ws.p99.toFixed(1)} ms, ` +
        `${ws.perSecond.toFixed(0)} deliveries/s, server heap ${kb(wsHeap)} per connection\n` +
        `  ratio Nes / ws: p50 ×${(nes.p50 / ws.p50).toFixed(1)}, p99 ×${(nes.p99 / ws.p99).toFixed(1)}, ` +
        `throughput ×${(nes.perSecond / ws.perSecond).toFixed(2)}, heap ×${(nesHeap / wsHeap).toFixed(1)}; ` +
        `${figures.missing} deliveries missing`,
    );
    return figures;
  } finally {
    await worker.terminate();
    wss.close();
    await server.stop({ timeout: 1000 });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await chatFanoutBench();
  if (figures.missing > 0) process.exitCode = 1;
}
