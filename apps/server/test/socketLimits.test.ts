import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Nes from '@hapi/nes';
import { afterEach, describe, expect, it } from 'vitest';
// The ws client Nes itself uses, for sockets that speak below Nes's protocol.
import WebSocket from 'ws';
import { messages } from '@coinsight/domain/messages';
import { notificationsPath } from '@coinsight/domain/realtime';
import { socketLimitsOf } from '../src/plugins/realtime.ts';
import { socketLimits } from '../src/realtime/socketLimits.ts';
import type { AppServer } from '../src/startup.ts';
import {
  addMember,
  databaseKinds,
  loginAs,
  nesCookieFor,
  nextMessage,
  serverPerSuite,
  socketClient,
  within,
} from './helpers.ts';

const closeCodes = { tooBig: 1009, policy: 1008, tryLater: 1013 } as const;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * This process's peak resident memory since `reset` (Linux's VmHWM, reset through clear_refs), so a
 * burst the sampler would miss still counts; elsewhere the largest of samples every 5 ms.
 */
function peakMemory(): { reset(): number; peak(): Promise<number> } {
  const field = (name: string) =>
    Number(
      new RegExp(`${name}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1],
    ) * 1024;
  let sampled = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    reset() {
      gc();
      try {
        writeFileSync('/proc/self/clear_refs', '5');
        return field('VmRSS');
      } catch {
        sampled = process.memoryUsage.rss();
        timer = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 5);
        return sampled;
      }
    },
    async peak() {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!timer) return field('VmHWM');
      clearInterval(timer);
      return sampled;
    },
  };
}

/**
 * An anonymous socket that sends one text frame of `size` bytes, streamed in 64 KiB pieces so this
 * process never holds the frame: what the server does with it is all the memory it costs. Resolves
 * with the server's close code, or 'answered' when the server read the frame and replied.
 */
function sendHugeFrame(server: AppServer, size: number): Promise<number | 'answered'> {
  const port = Number(server.info.port);
  const origin = server.services.config.socketOrigins[0] ?? '';
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let upgraded = false;
    socket.on('error', reject);
    socket.on('data', (data) => {
      if (upgraded) {
        const opcode = (data[0] ?? 0) & 0x0f;
        resolve(opcode === 8 && data.length >= 4 ? data.readUInt16BE(2) : 'answered');
        socket.destroy();
        return;
      }
      upgraded = true;
      expect(data.toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
      void (async () => {
        const header = Buffer.alloc(14);
        header[0] = 0x81; // a whole text frame
        header[1] = 0x80 | 127; // masked (with a zero key), 64-bit length
        header.writeBigUInt64BE(BigInt(size), 2);
        socket.write(header);
        const piece = Buffer.alloc(64 * 1024, 0x20);
        for (let sent = 0; sent < size && !socket.destroyed; sent += piece.length) {
          if (!socket.write(piece.subarray(0, Math.min(piece.length, size - sent))))
            await new Promise((drained) => socket.once('drain', drained));
        }
      })().catch(() => {});
    });
    socket.write(
      [
        'GET /nes HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        `Origin: ${origin}`,
        '',
        '',
      ].join('\r\n'),
    );
  });
}

/** A plain websocket to the server's /nes, from the site's origin, as `address` when a trusted proxy says so. */
class RawSocket {
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly #replies: unknown[] = [];
  #waiting: ((message: unknown) => void) | null = null;

  constructor(server: AppServer, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(`ws://127.0.0.1:${server.info.port}/nes`, {
      origin: server.services.config.socketOrigins[0] ?? '',
      headers,
    });
    this.ws.on('error', () => {});
    this.opened = new Promise((resolve) => this.ws.once('open', () => resolve()));
    this.closed = new Promise((resolve) =>
      this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    this.ws.on('message', (data) => {
      const message: unknown = JSON.parse(String(data));
      if (this.#waiting) this.#waiting(message);
      else this.#replies.push(message);
    });
  }

  /** Nes's hello, as the site's client sends it; the server's reply. */
  hello(): Promise<unknown> {
    const reply = this.#replies.length
      ? Promise.resolve(this.#replies.shift())
      : new Promise((resolve) => (this.#waiting = resolve));
    this.ws.send(JSON.stringify({ type: 'hello', id: 1, version: '2' }));
    return reply;
  }
}

/** Tries `open` until the server admits it, through hello (at most 50 tries, 20 ms apart). */
async function untilAdmitted<T extends RawSocket | Nes.Client>(
  open: () => Promise<T> | T,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      const socket = await open();
      if (!(socket instanceof RawSocket)) return socket;
      const outcome = await Promise.race([socket.opened.then(() => socket.hello()), socket.closed]);
      if (!('code' in (outcome as object))) return socket;
    } catch (error) {
      if (tries >= 50) throw error;
    }
    if (tries >= 50) throw new Error('never admitted');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('an anonymous socket is limited before it says hello', () => {
  const suite = serverPerSuite('sqlite', {
    listen: true,
    realClock: true,
    env: { TRUSTED_PROXY: '127.0.0.1' },
  });
  const open: RawSocket[] = [];
  afterEach(async () => {
    const closing = open.splice(0);
    closing.forEach((socket) => socket.ws.terminate());
    await Promise.all(closing.map((socket) => socket.closed));
  });
  const raw = (address: string) => {
    const socket = new RawSocket(suite.server, { 'x-forwarded-for': address });
    open.push(socket);
    return socket;
  };

  it('refuses a 10 MB frame at its header, and the server grows by less than 20 MB', async () => {
    const memory = peakMemory();
    const before = memory.reset();
    const outcome = await sendHugeFrame(suite.server, 10 * 1024 * 1024);
    const grew = (await memory.peak()) - before;
    console.info(`10 MB frame: ${outcome}, peak memory +${(grew / 2 ** 20).toFixed(1)} MB`);
    expect(outcome).toBe(closeCodes.tooBig);
    expect(grew).toBeLessThan(20 * 1024 * 1024);
  });

  it('admits the largest message a client sends: a hello renewing a room for each of many groups', async () => {
    const paths = Array.from({ length: 1000 }, (_, i) => `/chat/rooms/${100000000000 + i}`);
    const hello = JSON.stringify({ type: 'hello', id: 1, version: '2', subs: paths });
    expect(Buffer.byteLength(hello)).toBeLessThan(socketLimits.maxPayloadBytes);
    const socket = raw('203.0.113.1');
    await socket.opened;
    const reply = new Promise((resolve) => socket.ws.once('message', resolve));
    socket.ws.send(hello);
    await reply;
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket that has not said hello by the deadline, and keeps one that has', async () => {
    const limits = socketLimitsOf(suite.server);
    const deadline = limits.helloDeadlineMs;
    // Long enough for the greeted socket's hello on a busy machine, short enough to wait for.
    limits.helloDeadlineMs = 1000;
    try {
      const silent = raw('203.0.113.2');
      const greeted = raw('203.0.113.2');
      await greeted.opened;
      expect(await greeted.hello()).toMatchObject({ type: 'hello' });
      expect(await silent.closed).toEqual({
        code: closeCodes.policy,
        reason: messages.http.socketHelloDeadline,
      });
      await new Promise((resolve) => setTimeout(resolve, limits.helloDeadlineMs));
      expect(greeted.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      limits.helloDeadlineMs = deadline;
    }
  });

  it('refuses the socket past the per-address cap with a reason, and admits again once one closes', async () => {
    const address = '203.0.113.3';
    const admitted = Array.from({ length: socketLimits.perAddress }, () => raw(address));
    await Promise.all(admitted.map((socket) => socket.opened));

    const refused = raw(address);
    expect(await refused.closed).toEqual({
      code: closeCodes.tryLater,
      reason: messages.http.socketsPerAddress,
    });
    // Another address behind the same proxy is not affected, and the earlier sockets still work.
    const other = raw('203.0.113.4');
    await other.opened;
    expect(await other.hello()).toMatchObject({ type: 'hello' });
    expect(await admitted[0]?.hello()).toMatchObject({ type: 'hello' });

    admitted[1]?.ws.close();
    await admitted[1]?.closed;
    // The server counts the close once its own end has seen it, a moment after this end did.
    const next = await untilAdmitted(() => raw(address));
    expect(next.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('keeps every close reason within the 123 bytes a close frame carries', () => {
    for (const reason of [
      messages.http.socketHelloDeadline,
      messages.http.socketsPerAddress,
      messages.http.socketsPerMember,
    ])
      expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
  });
});

describe.each(databaseKinds)("a member's sockets are capped on %s", (kind) => {
  const suite = serverPerSuite(kind, { listen: true, realClock: true });
  const clients: Nes.Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.disconnect()));
  });

  it('refuses the socket past the cap (well below 300) with a reason; the earlier ones keep working', async () => {
    expect(socketLimits.perMember).toBeLessThan(300);
    const member = await addMember(suite.server);
    const nes = await nesCookieFor(suite.server, (await loginAs(suite.server, member.id)).cookie);
    const connect = async () => {
      const client = socketClient(suite.server, { cookie: nes });
      clients.push(client);
      await client.connect({ reconnect: false });
      return client;
    };

    const earlier = await Promise.all(Array.from({ length: socketLimits.perMember }, connect));
    await expect(connect()).rejects.toMatchObject({
      statusCode: 429,
      message: messages.http.socketsPerMember,
    });

    const received = earlier.map((client) => {
      const next = nextMessage();
      return { client, next };
    });
    await Promise.all(
      received.map(({ client, next }) =>
        client.subscribe(notificationsPath(member.phone), next.handler),
      ),
    );
    const message = { type: 'to_client', out_trade_no: 'T-socket-cap' } as const;
    await suite.server.bus.notify(member.phone, message);
    for (const { next } of received) expect(await within(next.promise, 3000)).toEqual(message);

    // A closed tab gives its place back (once the server's end has seen the close too).
    await earlier[0]?.disconnect();
    await untilAdmitted(connect);
  });
});
