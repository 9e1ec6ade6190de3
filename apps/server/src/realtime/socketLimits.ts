import type { IncomingMessage } from 'node:http';
import type { Nes } from '@hapi/nes';
import { messages } from '@coinsight/domain/messages';
import { forwardedClient } from '../limits/forwardedClient.ts';

/** What a socket may cost before anyone knows who opened it (issue 32). */
export interface SocketLimits {
  /**
   * The largest frame the server reads; a bigger one is refused at its header (close 1009) before
   * any of it is buffered. The largest message a client sends is the hello that renews its
   * subscriptions after a reconnection: about 30 bytes a room, so 64 KiB is over 2,000 rooms.
   * Chat messages are sent over HTTP, never over the socket.
   */
  maxPayloadBytes: number;
  /** A socket that has not said hello by then is closed (1008): a visitor's hello needs no login. */
  helloDeadlineMs: number;
  /** Sockets of one member session (every tab opens one; a member has one session at a time). */
  perMember: number;
  /** Sockets of one client address, visitors included; generous because of NAT and carrier NAT. */
  perAddress: number;
}

export const socketLimits: Readonly<SocketLimits> = {
  maxPayloadBytes: 64 * 1024,
  helloDeadlineMs: 5_000,
  perMember: 16,
  perAddress: 256,
};

/**
 * ws buffers a frame's pieces and the network's chunks until the frame is whole; a frame under the
 * payload limit cut into one-byte fragments or trickled byte by byte would still cost tens of
 * thousands of buffer objects. Browsers and the Nes client send a message as one frame.
 */
export const frameLimits = {
  maxPayload: socketLimits.maxPayloadBytes,
  maxFragments: 64,
  maxBufferedChunks: 1024,
} as const;

/** Close codes of RFC 6455 §7.4.1 a browser's CloseEvent shows, with a Chinese reason. */
const policyViolation = 1008;
const tryAgainLater = 1013;

/** The part of a ws socket the guard uses. */
export interface GuardedWebSocket {
  close(code: number, reason: string): void;
  on(event: 'error', listener: () => void): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/** One TCP connection, as ws's request and Nes's socket.info both describe it. */
const connectionKey = (address: string | undefined, port: number | undefined) =>
  `${address ?? ''}|${port ?? ''}`;

/**
 * Counts the server's sockets by client address (from the upgrade, before Nes sees them) and by
 * member session (once hello has checked the session), and closes those that never say hello.
 * Counts are this process's own: with several instances each holds its share.
 */
export class SocketGuard {
  readonly #byAddress = new Map<string, number>();
  readonly #bySession = new Map<string, Set<Nes.Socket>>();
  readonly #awaitingHello = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    /** Read on every connection, so a test may shorten the deadline of a running server. */
    readonly limits: SocketLimits,
    private readonly trustedProxies: readonly string[],
  ) {}

  /** Whether a new socket may go on to Nes; a refused one is closed with the reason. */
  admit(ws: GuardedWebSocket, request: IncomingMessage): boolean {
    // Nes ignores a socket's errors (a peer that went away); a socket refused here never reaches it.
    ws.on('error', () => {});
    const address = this.#address(request);
    const count = this.#byAddress.get(address) ?? 0;
    if (count >= this.limits.perAddress) {
      ws.close(tryAgainLater, messages.http.socketsPerAddress);
      return false;
    }
    this.#byAddress.set(address, count + 1);
    const key = connectionKey(request.socket.remoteAddress, request.socket.remotePort);
    this.#awaitingHello.set(
      key,
      setTimeout(
        () => ws.close(policyViolation, messages.http.socketHelloDeadline),
        this.limits.helloDeadlineMs,
      ),
    );
    ws.once('close', () => {
      this.#helloed(key);
      const left = (this.#byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.#byAddress.set(address, left);
      else this.#byAddress.delete(address);
    });
    return true;
  }

  /** The socket said hello: the deadline no longer applies. */
  helloed(socket: Nes.Socket): void {
    this.#helloed(connectionKey(socket.info.remoteAddress, socket.info.remotePort));
  }

  /** Whether the session may hold one more socket; an admitted one is counted until it leaves. */
  admitMember(socket: Nes.Socket, sessionId: string): boolean {
    const sockets = this.#bySession.get(sessionId) ?? new Set();
    if (sockets.size >= this.limits.perMember) return false;
    sockets.add(socket);
    this.#bySession.set(sessionId, sockets);
    return true;
  }

  /** A socket Nes let go (Nes's onDisconnection). */
  left(socket: Nes.Socket, sessionId: string | null): void {
    if (sessionId === null) return;
    const sockets = this.#bySession.get(sessionId);
    if (!sockets?.delete(socket) || sockets.size > 0) return;
    this.#bySession.delete(sessionId);
  }

  #helloed(key: string): void {
    clearTimeout(this.#awaitingHello.get(key));
    this.#awaitingHello.delete(key);
  }

  #address(request: IncomingMessage): string {
    const peer = request.socket.remoteAddress ?? 'unknown';
    if (this.trustedProxies.length === 0) return peer;
    const header = request.headers['x-forwarded-for'];
    return forwardedClient(
      peer,
      Array.isArray(header) ? header.join(',') : (header ?? ''),
      this.trustedProxies,
    );
  }
}
