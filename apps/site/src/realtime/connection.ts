import { nextRetryDelay, reconnectPolicy, type ReconnectPolicy } from './reconnectPolicy.ts';

/** The part of the Nes browser client the site uses (`@hapi/nes/lib/client`), so tests can stand in. */
export interface SocketClient {
  connect(options: { reconnect: false }): Promise<void>;
  disconnect(): Promise<void>;
  subscribe(path: string, handler: (message: unknown) => void): Promise<void>;
  unsubscribe(path: string, handler?: (message: unknown) => void): Promise<void>;
  subscriptions(): string[];
  // Method syntax on purpose: Nes's handlers take richer arguments than the ones read here.
  onDisconnect(willReconnect: boolean, log: { wasRequested: boolean; code: number }): void;
  onError(error: Error): void;
}

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'gave_up' | 'stopped';

export interface ConnectionOptions {
  createClient: () => SocketClient;
  /** Runs before every try: the server hands out the socket's session cookie at /nes/auth. */
  authenticate: () => Promise<void>;
  policy?: ReconnectPolicy;
  /**
   * How long one try (authentication, then the socket and its hello) may take before it counts as
   * failed. Neither the fetch nor Nes's hello gives up by itself, so without this a server that
   * accepts the connection and never answers would leave the page offline for good.
   */
  tryTimeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
  onStatus?: (status: ConnectionStatus) => void;
}

export type MessageHandler = (message: unknown) => void;

/**
 * One websocket to the server with the spec's retry rule. Nes's own reconnection grows its delay
 * each time, so it is switched off and the fixed policy is applied here; subscriptions are kept
 * here too and renewed after every successful connection.
 */
export class RealtimeConnection {
  #client: SocketClient | null = null;
  #retries = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #status: ConnectionStatus = 'idle';
  /** Numbers the tries, so a try that outlived its timeout cannot act once the next one runs. */
  #try = 0;
  readonly #subscriptions = new Map<string, MessageHandler>();
  readonly #options: Required<Omit<ConnectionOptions, 'onStatus'>> &
    Pick<ConnectionOptions, 'onStatus'>;

  constructor(options: ConnectionOptions) {
    this.#options = {
      policy: reconnectPolicy,
      tryTimeoutMs: 10_000,
      log: (message, error) => console.warn(message, error ?? ''),
      ...options,
    };
  }

  get status(): ConnectionStatus {
    return this.#status;
  }

  /** Opens the socket; a second call while it is open or retrying does nothing. */
  start(): void {
    if (this.#status !== 'idle' && this.#status !== 'stopped' && this.#status !== 'gave_up') return;
    this.#retries = 0;
    void this.#attempt();
  }

  /** Closes the socket for good (logout, forced logout) and cancels a pending retry. */
  async stop(): Promise<void> {
    this.#setStatus('stopped');
    this.#clearTimer();
    const client = this.#client;
    this.#client = null;
    if (client)
      await client
        .disconnect()
        .catch((error: unknown) => this.#options.log('realtime: disconnect failed', error));
  }

  /** Listens on a subscription path, now if open and after every reconnection. */
  subscribe(path: string, handler: MessageHandler): void {
    this.#subscriptions.set(path, handler);
    if (this.#status === 'open') void this.#subscribeOne(path, handler);
  }

  unsubscribe(path: string): void {
    this.#subscriptions.delete(path);
    if (this.#status === 'open' && this.#client) {
      void this.#client
        .unsubscribe(path)
        .catch((error: unknown) =>
          this.#options.log(`realtime: unsubscribe ${path} failed`, error),
        );
    }
  }

  async #attempt(): Promise<void> {
    const current = ++this.#try;
    const isCurrent = () => current === this.#try && this.#status === 'connecting';
    this.#setStatus('connecting');
    const timeout = setTimeout(() => {
      if (!isCurrent()) return;
      this.#options.log(`realtime: no connection within ${this.#options.tryTimeoutMs} ms`);
      this.#abandonClient();
      this.#scheduleRetry();
    }, this.#options.tryTimeoutMs);
    try {
      await this.#options.authenticate();
      if (!isCurrent()) return;
      const client = this.#client ?? this.#newClient();
      await client.connect({ reconnect: false });
      if (!isCurrent()) return;
      this.#retries = 0;
      this.#setStatus('open');
      for (const [path, handler] of this.#subscriptions) {
        if (!client.subscriptions().includes(path)) await this.#subscribeOne(path, handler);
      }
    } catch (error) {
      if (!isCurrent()) return;
      this.#options.log('realtime: connection failed', error);
      this.#scheduleRetry();
    } finally {
      clearTimeout(timeout);
    }
  }

  /** Drops a client stuck in its try; the next try starts a new one and subscribes it afresh. */
  #abandonClient(): void {
    const client = this.#client;
    this.#client = null;
    void client
      ?.disconnect()
      .catch((error: unknown) => this.#options.log('realtime: disconnect failed', error));
  }

  #newClient(): SocketClient {
    const client = this.#options.createClient();
    client.onDisconnect = (_willReconnect, log) => {
      if (log.wasRequested || client !== this.#client || this.#status !== 'open') return;
      this.#options.log(`realtime: socket closed (${log.code})`);
      this.#scheduleRetry();
    };
    // An error on an open socket is followed by its close, which schedules the retry.
    client.onError = (error) => this.#options.log('realtime: socket error', error);
    this.#client = client;
    return client;
  }

  async #subscribeOne(path: string, handler: MessageHandler): Promise<void> {
    try {
      await this.#client?.subscribe(path, handler);
    } catch (error) {
      this.#options.log(`realtime: subscribe ${path} failed`, error);
    }
  }

  #scheduleRetry(): void {
    if (this.#timer) return;
    const delay = nextRetryDelay(this.#retries, this.#options.policy);
    if (delay === null) {
      this.#options.log(`realtime: gave up after ${this.#retries} retries`);
      this.#setStatus('gave_up');
      return;
    }
    this.#retries += 1;
    this.#setStatus('waiting');
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#attempt();
    }, delay);
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #setStatus(status: ConnectionStatus): void {
    if (this.#status === status) return;
    this.#status = status;
    this.#options.onStatus?.(status);
  }
}
