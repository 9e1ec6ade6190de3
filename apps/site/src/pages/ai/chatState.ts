import type { AiConversation, AiModel, model, ResponseOf } from '@coinsight/domain/api';
import type { AiMessageView } from '@coinsight/ui';
import type { Inflight } from './chatSession.ts';
import { messageView } from './messageViews.ts';

/** The /toAI conversation as the page shows it. */
export interface AiChatState {
  model: AiModel | null;
  keepHistory: boolean;
  /** Streamed answers; spec 3 §4: off by default. */
  stream: boolean;
  conversationId: string | null;
  messages: AiMessageView[];
  /** A question is out and its answer not finished. */
  busy: boolean;
  /** A question is out and nothing has come back yet. */
  waiting: boolean;
}

export const initialChat: AiChatState = {
  model: null,
  keepHistory: true,
  stream: false,
  conversationId: null,
  messages: [],
  busy: false,
  waiting: false,
};

/** A question is out: it shows at once, and a streamed answer shows (empty) below it. */
export const asked =
  (question: AiMessageView, answerId: string, stream: boolean) =>
  (chat: AiChatState): AiChatState => ({
    ...chat,
    busy: true,
    waiting: true,
    messages: [
      ...chat.messages,
      question,
      ...(stream
        ? [{ id: answerId, role: 'assistant', content: '', state: 'streaming' } as const]
        : []),
    ],
  });

/** A whole (not streamed) answer came: it shows with the typing effect. */
export const answered =
  (reply: ResponseOf<typeof model>['data']) =>
  (chat: AiChatState): AiChatState => ({
    ...chat,
    conversationId: reply.conversation_id,
    busy: false,
    waiting: false,
    messages: [
      ...chat.messages,
      {
        id: reply.message_id,
        role: 'assistant',
        content: reply.message,
        reasoning: reply.reasoning ?? undefined,
        state: 'typing',
      },
    ],
  });

/** The question was refused or failed: the failure shows as the answer (spec 3 §8). */
export const askFailed =
  (answerId: string, text: string) =>
  (chat: AiChatState): AiChatState => ({
    ...chat,
    busy: false,
    waiting: false,
    messages: [
      ...chat.messages,
      { id: answerId, role: 'assistant', content: text, state: 'failed' },
    ],
  });

/**
 * A stored conversation opened: its messages, and the answer still being generated (`live`) if
 * any. When that answer is the one the tab held before a reload (`mine`), it shows what the tab
 * held, which the resume then continues.
 */
export function shownConversation(
  conversation: AiConversation,
  held: Inflight | null,
): { chat: (chat: AiChatState) => AiChatState; live: Inflight | null; mine: Inflight | null } {
  const live = conversation.messages.find(
    (message) => message.role === 'assistant' && message.status === 'streaming',
  );
  const mine = held && live?.id === held.messageId ? held : null;
  const chat = (current: AiChatState): AiChatState => ({
    ...current,
    model: conversation.model,
    keepHistory: conversation.keepHistory,
    conversationId: conversation.id,
    busy: live !== undefined,
    waiting: false,
    messages: conversation.messages
      .map(messageView)
      .map((view) =>
        mine && view.id === mine.messageId
          ? { ...view, content: mine.content, reasoning: mine.reasoning || undefined }
          : view,
      ),
  });
  if (!live) return { chat, live: null, mine: null };
  return {
    chat,
    mine,
    live: mine ?? {
      conversationId: conversation.id,
      messageId: live.id,
      received: 0,
      content: '',
      reasoning: '',
    },
  };
}
