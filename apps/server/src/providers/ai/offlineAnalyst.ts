import {
  assistantAnswerBody,
  assistantReasoning,
  offlineHeader,
  type AssistantFindings,
} from '@coinsight/domain/ai';
import {
  AiAborted,
  collect,
  type ChatChunk,
  type ChatProvider,
  type ChatRequest,
} from './types.ts';

export interface OfflineAnalystOptions {
  /** The product's facts for a question (the ai module's retrieval), when the request brings none. */
  findings: (question: string) => Promise<AssistantFindings>;
}

/** The answer's lines as stream pieces: each line with its newline, so Markdown arrives whole. */
function linePieces(text: string): string[] {
  return text.split(/(?<=\n)/);
}

/**
 * The default provider without an API key: the 本地分析助手, which classifies the question,
 * computes the answer from the product's own data (the retrieval and the domain's maths) and
 * streams it as soon as it is computed — no typing pace, so the whole answer takes milliseconds.
 */
export class OfflineAnalyst implements ChatProvider {
  readonly name = 'offline';
  readonly offline = true;

  constructor(private readonly options: OfflineAnalystOptions) {}

  async *stream(request: ChatRequest): AsyncIterable<ChatChunk> {
    const question = request.messages.findLast((message) => message.role === 'user')?.content ?? '';
    const finding = request.grounding ?? this.options.findings(question);
    // The label needs no data: the normal model's first text goes out before the lookup ends.
    if (request.model !== 'deep') yield { type: 'text', text: offlineHeader };
    const findings = (await finding) ?? (await this.options.findings(question));
    if (request.signal?.aborted) throw new AiAborted();
    if (request.model === 'deep') {
      yield { type: 'reasoning', text: assistantReasoning(findings) };
      yield { type: 'text', text: offlineHeader };
    }
    for (const text of linePieces(assistantAnswerBody(findings))) {
      if (request.signal?.aborted) throw new AiAborted();
      yield { type: 'text', text };
    }
  }

  complete(request: ChatRequest) {
    return collect(this.stream(request));
  }
}
