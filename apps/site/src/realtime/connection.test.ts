import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection, type SocketClient } from './connection.ts';

/** Stands in for the Nes client: `down` makes connects fail, `drop()` closes an open socket. */
class FakeSocket implements SocketClient {
  connects = 0;
  down = false;
  /** Connects that neither succeed nor fail: a server that takes the socket and never says hello. */
  hang = false;
  disconnects = 0;
  open = false;
  readonly subs = new Map<string, (message: unknown) => void>();
  onDisconnect: SocketClient['onDisconnect'] = () => {};
  onError: SocketClient['onError'] = () => {};

  async connect(): Promise<void> {
    this.connects += 1;
    if (this.hang) return new Promise<void>(() => {});
    if (this.down) throw new Error('connection refused');
    this.open = true;
  }
  async disconnect(): Promise<void> {
    this.disconnects += 1;
    const wasOpen = this.open;
    this.open = false;
    if (wasOpen) this.onDisconnect(false, { wasRequested: true, code: 1000 });
  }
  async subscribe(path: string, handler: (message: unknown) => void): Promise<void> {
    this.subs.set(path, handler);
  }
  async unsubscribe(path: string): Promise<void> {
    this.subs.delete(path);
  }
  subscriptions(): string[] {
    return [...this.subs.keys()];
  }
  drop(): void {
    this.open = false;
    this.onDisconnect(false, { wasRequested: false, code: 1006 });
  }
}

function setup() {
  const socket = new FakeSocket();
  const authenticate = vi.fn(async () => {});
  const log = vi.fn();
  const connection = new RealtimeConnection({ createClient: () => socket, authenticate, log });
  return { socket, authenticate, log, connection };
}

describe('realtime connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('authenticates, connects and delivers messages to its subscriptions', async () => {
    const { socket, authenticate, connection } = setup();
    const received: unknown[] = [];
    connection.subscribe('/notifications/13800000000', (message) => received.push(message));
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(connection.status).toBe('open');
    socket.subs.get('/notifications/13800000000')?.({ type: 'to_client', out_trade_no: 'T1' });
    expect(received).toEqual([{ type: 'to_client', out_trade_no: 'T1' }]);
  });

  it('retries 5 seconds after the socket closes, not sooner', async () => {
    const { socket, connection } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket.drop();
    expect(connection.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(4999);
    expect(socket.connects).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(2);
    expect(connection.status).toBe('open');
  });

  it('gives up after 5 retries while the server stays down', async () => {
    const { socket, connection, log } = setup();
    socket.down = true;
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    for (let retry = 1; retry <= 5; retry += 1) {
      await vi.advanceTimersByTimeAsync(5000);
      expect(socket.connects).toBe(1 + retry);
    }
    expect(connection.status).toBe('gave_up');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.connects).toBe(6);
    expect(log).toHaveBeenCalledWith('realtime: gave up after 5 retries');
  });

  it('counts retries afresh after a connection succeeds', async () => {
    const { socket, connection } = setup();
    socket.down = true;
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(4 * 5000);
    socket.down = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(connection.status).toBe('open');
    socket.down = true;
    socket.drop();
    await vi.advanceTimersByTimeAsync(5 * 5000);
    expect(socket.connects).toBe(6 + 5);
    expect(connection.status).toBe('gave_up');
  });

  it('subscribes again after a reconnection that lost the subscriptions', async () => {
    const { socket, connection } = setup();
    connection.subscribe('/notifications/13800000000', () => {});
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket.subs.clear();
    socket.drop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(socket.subscriptions()).toEqual(['/notifications/13800000000']);
  });

  it('stop closes the socket and cancels a pending retry', async () => {
    const { socket, connection } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket.drop();
    await connection.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.connects).toBe(1);
    expect(connection.status).toBe('stopped');
  });

  it('does not retry when it closed the socket itself', async () => {
    const { socket, connection } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    await connection.stop();
    expect(socket.open).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.connects).toBe(1);
  });

  it('retries when authentication fails', async () => {
    const { authenticate, socket, connection } = setup();
    authenticate.mockRejectedValueOnce(new Error('503'));
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(socket.connects).toBe(1);
    expect(connection.status).toBe('open');
  });

  it('counts a try that hangs as failed after 10 s and retries 5 s later on a new socket', async () => {
    const sockets = [new FakeSocket(), new FakeSocket()];
    const [stuck, fresh] = sockets as [FakeSocket, FakeSocket];
    stuck.hang = true;
    const log = vi.fn();
    let created = 0;
    const connection = new RealtimeConnection({
      createClient: () => sockets[created++] ?? fresh,
      authenticate: async () => {},
      log,
    });
    connection.subscribe('/notifications/13800000000', () => {});
    connection.start();
    await vi.advanceTimersByTimeAsync(9999);
    expect(connection.status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.status).toBe('waiting');
    expect(stuck.disconnects).toBe(1);
    expect(log).toHaveBeenCalledWith('realtime: no connection within 10000 ms');
    await vi.advanceTimersByTimeAsync(5000);
    expect(connection.status).toBe('open');
    expect(fresh.subscriptions()).toEqual(['/notifications/13800000000']);
  });

  it('counts an authentication that never answers as a failed try', async () => {
    const { authenticate, socket, connection } = setup();
    authenticate.mockImplementationOnce(() => new Promise<void>(() => {}));
    connection.start();
    await vi.advanceTimersByTimeAsync(10_000 + 5000);
    expect(authenticate).toHaveBeenCalledTimes(2);
    expect(socket.connects).toBe(1);
    expect(connection.status).toBe('open');
  });
});
