import { PassThrough, type Readable } from 'node:stream';
import type { AiFact, AiStreamEvent } from '@coinsight/domain/api';
import { sseData, sseDone, sseKeepAlive } from '@coinsight/domain/ai';

type StartEvent = Extract<AiStreamEvent, { type: 'start' }>;
/** A numbered event, before its number is given. */
export type AnswerPiece =
  | { type: 'reasoning'; text: string }
  | { type: 'delta'; text: string }
  | {
      type: 'usage';
      prompt_tokens: number;
      completion_tokens: number;
      reasoning_tokens: number | null;
    }
  | { type: 'error'; message: string }
  | { type: 'facts'; facts: AiFact[] };

export interface LiveTimings {
  /** How long an answer nobody reads keeps being generated before its request is cancelled. */
  graceMs: number;
  /** How long a finished answer stays replayable. */
  keepMs: number;
  /** Interval of the keep-alive comment sent to readers while the model is silent. */
  keepAliveMs: number;
}

/** An answer being generated (or just generated), replayable from any offset. */
export class LiveAnswer {
  readonly events: AiStreamEvent[] = [];
  readonly controller = new AbortController();
  text = '';
  reasoning = '';
  /** The facts the answer used, once known (after its text). */
  facts: AiFact[] = [];
  done = false;
  private readonly readers = new Set<PassThrough>();
  private graceTimer: NodeJS.Timeout | null = null;
  private keepAlive: NodeJS.Timeout | null = null;
  private readonly ended: Promise<void>;
  private resolveEnded: () => void = () => {};

  constructor(
    readonly start: StartEvent,
    readonly ownerId: number,
    private readonly timings: () => LiveTimings,
    private readonly onExpired: (answer: LiveAnswer) => void,
  ) {
    this.ended = new Promise((resolve) => (this.resolveEnded = resolve));
    this.keepAlive = setInterval(() => {
      for (const reader of this.readers) reader.write(sseKeepAlive);
    }, timings().keepAliveMs);
    this.keepAlive.unref();
    // Until the first reader attaches (the route does so at once), nobody is reading.
    this.armGrace();
  }

  get messageId(): string {
    return this.start.message_id;
  }

  get conversationId(): string {
    return this.start.conversation_id;
  }

  /** Resolves once the answer is complete or failed. */
  finished(): Promise<void> {
    return this.ended;
  }

  push(piece: AnswerPiece): void {
    if (this.done) return;
    const event = { ...piece, seq: this.events.length } as AiStreamEvent;
    this.events.push(event);
    if (piece.type === 'delta') this.text += piece.text;
    if (piece.type === 'reasoning') this.reasoning += piece.text;
    const frame = sseData(event);
    for (const reader of this.readers) reader.write(frame);
  }

  /** The facts the answer used: one numbered event, after the text. */
  pushFacts(facts: AiFact[]): void {
    this.facts = facts;
    this.push({ type: 'facts', facts });
  }

  end(): void {
    if (this.done) return;
    this.done = true;
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.disarmGrace();
    for (const reader of this.readers) reader.end(sseDone);
    this.readers.clear();
    this.resolveEnded();
    setTimeout(() => this.onExpired(this), this.timings().keepMs).unref();
  }

  /** Cancels the upstream request (the generation loop then records the failure and ends). */
  abort(): void {
    this.controller.abort();
  }

  /**
   * A reader from `from` on: the start event, every numbered event it lacks, then live ones until
   * [DONE]. `close` is called with a detach function the route runs when its connection closes.
   */
  follow(from: number): Readable {
    const reader = new PassThrough();
    reader.write(sseData(this.start));
    for (const event of this.events.slice(from)) reader.write(sseData(event));
    if (this.done) {
      reader.end(sseDone);
      return reader;
    }
    this.readers.add(reader);
    this.disarmGrace();
    return reader;
  }

  /** Also a reader: the JSON answer waits for the end, and counts as someone reading. */
  hold(): () => void {
    const placeholder = new PassThrough();
    this.readers.add(placeholder);
    this.disarmGrace();
    return () => this.detach(placeholder);
  }

  detach(reader: Readable): void {
    if (!this.readers.delete(reader as PassThrough)) return;
    if (this.readers.size === 0 && !this.done) this.armGrace();
  }

  get readerCount(): number {
    return this.readers.size;
  }

  private armGrace(): void {
    this.disarmGrace();
    this.graceTimer = setTimeout(() => {
      if (this.readers.size === 0) this.abort();
    }, this.timings().graceMs);
    this.graceTimer.unref();
  }

  private disarmGrace(): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
  }

  /** Stops timers and readers at server stop. */
  close(): void {
    this.disarmGrace();
    if (this.keepAlive) clearInterval(this.keepAlive);
    for (const reader of this.readers) reader.end();
    this.readers.clear();
  }
}

/** Finished answers kept at most; past it the oldest finished ones go first. */
const maxFinished = 2000;

/** The answers being generated or kept for replay, by message id. */
export class LiveAnswers {
  private readonly byMessage = new Map<string, LiveAnswer>();

  constructor(private readonly timings: () => LiveTimings) {}

  open(start: StartEvent, ownerId: number): LiveAnswer {
    const answer = new LiveAnswer(start, ownerId, this.timings, (expired) => {
      if (this.byMessage.get(expired.messageId) === expired)
        this.byMessage.delete(expired.messageId);
    });
    this.byMessage.set(answer.messageId, answer);
    this.trim();
    return answer;
  }

  /** The member's answer by message id; someone else's is as unknown as a missing one. */
  get(messageId: string, ownerId: number): LiveAnswer | null {
    const answer = this.byMessage.get(messageId);
    return answer && answer.ownerId === ownerId ? answer : null;
  }

  /** The answer still being generated in a conversation, if any. */
  generatingIn(conversationId: string): LiveAnswer | null {
    for (const answer of this.byMessage.values())
      if (!answer.done && answer.conversationId === conversationId) return answer;
    return null;
  }

  get size(): number {
    return this.byMessage.size;
  }

  closeAll(): void {
    for (const answer of this.byMessage.values()) {
      answer.abort();
      answer.close();
    }
  }

  private trim(): void {
    let finished = [...this.byMessage.values()].filter((a) => a.done).length;
    for (const [id, answer] of this.byMessage) {
      if (finished <= maxFinished) return;
      if (answer.done) {
        this.byMessage.delete(id);
        finished -= 1;
      }
    }
  }
}
