import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { AiSettings } from '../../config.ts';
import { aiFailed, fromUpstream } from './errors.ts';
import type { ChatChunk, ChatCompletion, ChatProvider, ChatRequest, ChatUsage } from './types.ts';

/** DeepSeek's extension of the OpenAI delta: the reasoning model's thinking, before the answer. */
type DeepSeekDelta = ChatCompletionChunk.Choice.Delta & { reasoning_content?: string | null };

interface UsageWithDetails {
  prompt_tokens: number;
  completion_tokens: number;
  completion_tokens_details?: { reasoning_tokens?: number | null } | null;
}

function usageOf(usage: UsageWithDetails): ChatUsage {
  return {
    promptTokens: usage.prompt_tokens,
    completionTokens: usage.completion_tokens,
    reasoningTokens: usage.completion_tokens_details?.reasoning_tokens ?? null,
  };
}

/** Upper bound on one answer: a deep answer takes minutes, a hung upstream must not hold a stream forever. */
const requestTimeoutMs = 10 * 60_000;

/**
 * An OpenAI-compatible chat API (DeepSeek's by default) through the official client: the SSE
 * parsing, keep-alive comments and error classes are the library's; this maps models, DeepSeek's
 * reasoning_content, usage and failures to the product's terms.
 */
export class OpenAiCompatibleProvider implements ChatProvider {
  readonly name = 'openai-compatible';
  readonly offline = false;
  private readonly client: OpenAI;

  constructor(
    private readonly settings: Pick<AiSettings, 'baseUrl' | 'models'> & { apiKey: string },
  ) {
    // No retries: a retried question would be billed twice and the member is waiting.
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      maxRetries: 0,
      timeout: requestTimeoutMs,
    });
  }

  private modelId(request: ChatRequest): string {
    return request.model === 'deep' ? this.settings.models.deep : this.settings.models.normal;
  }

  async *stream(request: ChatRequest): AsyncIterable<ChatChunk> {
    const { signal } = request;
    let finished = false;
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.modelId(request),
          messages: [...request.messages],
          stream: true,
          stream_options: { include_usage: true },
          ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        },
        signal ? { signal } : {},
      );
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        const delta = choice?.delta as DeepSeekDelta | undefined;
        if (delta?.reasoning_content) yield { type: 'reasoning', text: delta.reasoning_content };
        if (delta?.content) yield { type: 'text', text: delta.content };
        if (choice?.finish_reason) finished = true;
        if (chunk.usage) yield { type: 'usage', usage: usageOf(chunk.usage) };
      }
    } catch (error) {
      throw fromUpstream(error, signal);
    }
    // The client ends quietly on an abort and on a body that stops without finish_reason.
    if (signal?.aborted) throw fromUpstream(null, signal);
    if (!finished) throw aiFailed('ai_stream_broken');
  }

  async complete(request: ChatRequest): Promise<ChatCompletion> {
    const { signal } = request;
    try {
      const answer = await this.client.chat.completions.create(
        {
          model: this.modelId(request),
          messages: [...request.messages],
          stream: false,
          ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        },
        signal ? { signal } : {},
      );
      const message = answer.choices[0]?.message as
        (OpenAI.ChatCompletionMessage & { reasoning_content?: string | null }) | undefined;
      if (!message) throw aiFailed('ai_empty');
      return {
        text: message.content ?? '',
        reasoning: message.reasoning_content ?? '',
        usage: answer.usage ? usageOf(answer.usage) : null,
      };
    } catch (error) {
      throw fromUpstream(error, signal);
    }
  }
}
