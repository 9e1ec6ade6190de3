import OpenAI from 'openai';
import { messages } from '@coinsight/domain/messages';
import { DomainError } from '../../domainError.ts';
import { AiAborted } from './types.ts';

const m = messages.ai;

/** The upstream is overloaded or rate-limits us (429, 503). */
export const aiBusy = () => new DomainError('upstream_failed', m.upstreamBusy, 'ai_busy');
/** The upstream refuses our key (401, 403): an operator must fix the configuration. */
export const aiKeyRefused = () => new DomainError('upstream_failed', m.upstreamAuth, 'ai_auth');
/** Anything else: a 5xx, an unreachable host, a stream that stopped mid-way. */
export const aiFailed = (code = 'ai_failed') => new DomainError('upstream_failed', m.failed, code);

/** What an error of the openai client means for the member, in the spec's words where it has them. */
export function fromUpstream(error: unknown, signal: AbortSignal | undefined): Error {
  if (signal?.aborted || error instanceof OpenAI.APIUserAbortError) return new AiAborted();
  if (error instanceof DomainError || error instanceof AiAborted) return error;
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    if (status === 429 || status === 503) return aiBusy();
    if (status === 401 || status === 403) return aiKeyRefused();
    if (error instanceof OpenAI.APIConnectionError) return aiFailed('ai_unreachable');
    return aiFailed();
  }
  // A body cut short (socket closed mid-answer) surfaces as a fetch/stream TypeError.
  return aiFailed('ai_stream_broken');
}
