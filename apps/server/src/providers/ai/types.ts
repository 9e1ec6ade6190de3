import type { AssistantFindings } from '@coinsight/domain/ai';

/**
 * The chat-completions provider every AI feature of the product uses (the assistant, and later the
 * news reading and the daily analysis): messages in, text / reasoning / usage chunks out.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Which of the two product models answers; the provider maps it to its own model id. */
export type ChatModel = 'deep' | 'normal';

export interface ChatRequest {
  model: ChatModel;
  messages: readonly ChatMessage[];
  /** Aborting it cancels the upstream request; the stream then ends with an AiAborted error. */
  signal?: AbortSignal;
  /** Caps the answer's length, in tokens. */
  maxTokens?: number;
  /**
   * The product's facts the assistant is finding for the question (issue 36): the offline analyst
   * writes its answer from them (null: the lookup failed); a model gets them in the messages instead.
   */
  grounding?: Promise<AssistantFindings | null>;
}

export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
  /** Tokens spent reasoning (deep model), when the provider reports them. */
  reasoningTokens: number | null;
}

/** One piece of a streamed answer, in the order the model produced it. */
export type ChatChunk =
  | { type: 'text'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'usage'; usage: ChatUsage };

export interface ChatCompletion {
  text: string;
  /** The deep model's reasoning; '' when there is none. */
  reasoning: string;
  usage: ChatUsage | null;
}

export interface ChatProvider {
  /** For logs and the quota answer: 'openai-compatible' or 'offline'. */
  readonly name: string;
  /** True for the offline analyst (no API key): answers come from the product's own data. */
  readonly offline: boolean;
  /**
   * The answer as it is generated. Throws a DomainError (Chinese message) when the provider
   * refuses or breaks, AiAborted when the request's signal aborted it.
   */
  stream(request: ChatRequest): AsyncIterable<ChatChunk>;
  /** The whole answer at once (no streaming upstream), with the same errors. */
  complete(request: ChatRequest): Promise<ChatCompletion>;
}

/** The request was cancelled through its AbortSignal (nobody is reading the answer any more). */
export class AiAborted extends Error {
  override readonly name = 'AiAborted';
  constructor() {
    super('AI request aborted');
  }
}

/** Collects a stream into one completion: how a provider without a non-streamed call answers `complete`. */
export async function collect(chunks: AsyncIterable<ChatChunk>): Promise<ChatCompletion> {
  const done: ChatCompletion = { text: '', reasoning: '', usage: null };
  for await (const chunk of chunks) {
    if (chunk.type === 'text') done.text += chunk.text;
    else if (chunk.type === 'reasoning') done.reasoning += chunk.text;
    else done.usage = chunk.usage;
  }
  return done;
}
