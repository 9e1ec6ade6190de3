import type { Request } from '@hapi/hapi';
import { PassThrough } from 'node:stream';
import { conversationFileName, conversationMarkdown } from '@coinsight/domain/ai';
import { messages } from '@coinsight/domain/messages';
import {
  conversation,
  conversations,
  deleteConversation,
  exportConversation,
  model,
  quota,
  resume,
} from '../../contract.ts';
import { DomainError } from '../../domainError.ts';
import { routesFor, StreamedAnswer } from '../../http/contractRoute.ts';
import type { LiveAnswer } from './liveAnswers.ts';
import type { AiService } from './service.ts';

/** What the ai area's handlers reach. */
export interface AiDeps {
  ai: AiService;
}

const route = routesFor<AiDeps>();

/** The answer as an event stream from `from` on; the reader leaves when the connection closes. */
function eventStream(answer: LiveAnswer, from: number, request: Request): StreamedAnswer {
  const reader = answer.follow(from);
  request.raw.res.once('close', () => answer.detach(reader));
  return new StreamedAnswer(reader, 'text/event-stream');
}

/** The AI assistant (spec 3 §2.9, §7): questions, resumable answers, the history, its export, the quota. */
export const aiRoutes = [
  route(model, async ({ body, member, deps, request }) => {
    const answer = await deps.ai.ask(member, body);
    if (body.stream) return eventStream(answer, 0, request);
    const release = answer.hold();
    request.raw.res.once('close', release);
    await answer.finished();
    release();
    const failure = answer.events.find((event) => event.type === 'error');
    if (failure) {
      const code = failure.message === messages.ai.failed ? 'ai_failed' : 'ai_unavailable';
      throw new DomainError('upstream_failed', failure.message, code);
    }
    return {
      success: true as const,
      data: {
        message: answer.text,
        reasoning: answer.reasoning || null,
        conversation_id: answer.conversationId,
        message_id: answer.messageId,
      },
    };
  }),
  route(resume, async ({ params, query, member, deps, request }) => {
    const answer = deps.ai.liveAnswer(member.id, params.message_id);
    if (query.from > answer.events.length)
      throw new DomainError('invalid', messages.ai.offsetInvalid, 'invalid_input');
    return eventStream(answer, query.from, request);
  }),
  route(conversations, async ({ member, deps }) => ({
    success: true as const,
    data: await deps.ai.conversations(member.id),
  })),
  route(conversation, async ({ params, member, deps }) => ({
    success: true as const,
    data: await deps.ai.conversation(member.id, params.id),
  })),
  route(deleteConversation, async ({ params, member, deps }) => {
    await deps.ai.deleteConversation(member.id, params.id);
    return { success: true as const };
  }),
  route(exportConversation, async ({ params, member, deps }) => {
    const found = await deps.ai.conversation(member.id, params.id);
    const name = encodeURIComponent(conversationFileName(found));
    return new StreamedAnswer(new PassThrough().end(conversationMarkdown(found)), 'text/plain', {
      'content-disposition': `attachment; filename="conversation.md"; filename*=UTF-8''${name}`,
    });
  }),
  route(quota, async ({ member, deps }) => ({
    success: true as const,
    data: await deps.ai.quota(member),
  })),
];
