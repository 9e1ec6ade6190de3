import { offlineAnswer, typingPieces, type OfflineFacts } from '@coinsight/domain/ai';
import {
  AiAborted,
  collect,
  type ChatChunk,
  type ChatProvider,
  type ChatRequest,
} from './types.ts';

export interface OfflineAnalystOptions {
  /** What the product knows right now (price, day change, indicator zones). */
  facts: () => Promise<OfflineFacts>;
  /** Milliseconds between typed pieces: a human pace by default, 0 in tests. */
  paceMs: () => number;
}

/** Waits, or stops at once when the request is aborted. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(new AiAborted());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AiAborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The default provider without an API key: the 本地分析助手, which answers from the product's own
 * data (see offlineAnswer in the domain) and types it out, so `npm start` shows a working
 * assistant with no account anywhere.
 */
export class OfflineAnalyst implements ChatProvider {
  readonly name = 'offline';
  readonly offline = true;

  constructor(private readonly options: OfflineAnalystOptions) {}

  async *stream(request: ChatRequest): AsyncIterable<ChatChunk> {
    const question = request.messages.findLast((message) => message.role === 'user')?.content ?? '';
    const answer = offlineAnswer(question, await this.options.facts());
    const pace = this.options.paceMs();
    if (request.model === 'deep')
      for (const text of typingPieces(answer.reasoning)) {
        await pause(pace, request.signal);
        yield { type: 'reasoning', text };
      }
    for (const text of typingPieces(answer.text)) {
      await pause(pace, request.signal);
      yield { type: 'text', text };
    }
  }

  complete(request: ChatRequest) {
    return collect(this.stream(request));
  }
}
