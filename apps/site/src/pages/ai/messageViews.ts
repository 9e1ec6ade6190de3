import type { AiChatMessage } from '@coinsight/domain/api';
import { messages as catalogue } from '@coinsight/domain/messages';
import type { AiMessageView } from '@coinsight/ui';

const m = catalogue.ai;

/** Spec 3 §8: a broken stream keeps its text and has [流读取错误] appended, with the reason when known. */
export const withStreamError = (content: string, reason?: string | null): string =>
  `${content}${content ? '\n\n' : ''}${m.streamError}${reason ? ` ${reason}` : ''}`;

/** A stored message as the list shows it. */
export function messageView(message: AiChatMessage): AiMessageView {
  const reasoning = message.reasoning ?? undefined;
  if (message.role === 'user') return { id: message.id, role: 'user', content: message.content };
  if (message.status === 'failed') {
    // Nothing came: the answer is the failure itself (spec 3 §8); some text came: it broke mid-way.
    if (message.content === '')
      return {
        id: message.id,
        role: 'assistant',
        content: message.error ?? m.failed,
        reasoning,
        state: 'failed',
      };
    return {
      id: message.id,
      role: 'assistant',
      content: withStreamError(message.content, message.error),
      reasoning,
    };
  }
  return {
    id: message.id,
    role: 'assistant',
    content: message.content,
    reasoning,
    state: message.status === 'streaming' ? 'streaming' : 'done',
    ...(message.facts ? { facts: message.facts } : {}),
  };
}
