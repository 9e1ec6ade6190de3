import { messages as catalogue } from '@coinsight/domain/messages';
import type { AiMessageView } from '@coinsight/ui';
import { isApiError } from '../../api/ApiError.ts';
import type { AiChatState } from './chatState.ts';
import type { ChatSession, Inflight } from './chatSession.ts';
import type { AnswerStreamItem } from './eventStream.ts';
import { withStreamError } from './messageViews.ts';

const m = catalogue.ai;

/** The failure text for the member: the server's reason when it gave one, else the spec's text. */
export const failureText = (error: unknown): string =>
  isApiError(error) && error.status >= 400 ? error.message : m.failed;

/** An answer being followed, event by event. */
export interface Following {
  /** The message the answer shows in: the tab's own id until `start` names the server's. */
  messageId: string;
  /** What the tab holds of the answer; null until `start` (or the held answer on a reload). */
  inflight: Inflight | null;
  /** The one resume after a dropped connection has been used. */
  resumed: boolean;
  /** The tab held this answer before (a reload): its `start` is nothing new to the history list. */
  held: boolean;
}

/** What reading an answer gives: an event, or the connection broke (an error, or no [DONE]). */
export type FollowEvent = AnswerStreamItem | { type: 'broken'; error: unknown };

export interface FollowStep {
  following: Following;
  /** The event's change to the conversation shown; the chat unchanged when it makes none. */
  chat: (chat: AiChatState) => AiChatState;
  /** What the tab keeps in session storage after the event, or null when nothing changed. */
  remember: Partial<ChatSession> | null;
  /** The history on the server changed (a new conversation, a finished answer). */
  historyChanged: boolean;
  /** The server refused the visitor (401). */
  loginNeeded: boolean;
  /** Read on; resume the answer after the events held; or the answer is over. */
  next: { type: 'read' } | { type: 'resume'; messageId: string; from: number } | { type: 'end' };
}

/** Following an answer in the message `messageId`; `held` is what the tab kept of it before a reload. */
export const startFollowing = (messageId: string, held: Inflight | null = null): Following => ({
  messageId,
  inflight: held,
  resumed: false,
  held: held !== null,
});

const unchanged = (chat: AiChatState) => chat;

const quiet = {
  chat: unchanged,
  remember: null,
  historyChanged: false,
  loginNeeded: false,
  next: { type: 'read' },
} as const;

const changeMessage =
  (id: string, change: (message: AiMessageView) => AiMessageView) =>
  (chat: AiChatState): AiChatState => ({
    ...chat,
    messages: chat.messages.map((message) => (message.id === id ? change(message) : message)),
  });

/** The answer is over: its message takes its last form and the chat is free for the next question. */
function finish(
  following: Following,
  change: Pick<AiMessageView, 'content' | 'state'> | Pick<AiMessageView, 'state'>,
  loginNeeded = false,
): FollowStep {
  const changed = changeMessage(following.messageId, (message) => ({ ...message, ...change }));
  return {
    following,
    chat: (chat) => ({ ...changed(chat), busy: false, waiting: false }),
    remember: { inflight: null },
    historyChanged: true,
    loginNeeded,
    next: { type: 'end' },
  };
}

/**
 * One step of following a streamed answer: each numbered event counts once (a replay after a
 * resume may repeat what the tab holds), a dropped connection resumes once from the last event
 * held, and a second drop or a refusal ends the answer with what came, marked [流读取错误].
 */
export function followAnswer(following: Following, event: FollowEvent): FollowStep {
  if (event.type === 'done') return finish(following, { state: 'done' });

  if (event.type === 'start') {
    const inflight = following.inflight ?? {
      conversationId: event.conversation_id,
      messageId: event.message_id,
      received: 0,
      content: '',
      reasoning: '',
    };
    const renamed = changeMessage(following.messageId, (message) => ({
      ...message,
      id: event.message_id,
    }));
    return {
      ...quiet,
      following: { ...following, messageId: event.message_id, inflight },
      chat: (chat) => ({ ...renamed(chat), conversationId: event.conversation_id }),
      remember: { conversationId: event.conversation_id, inflight },
      historyChanged: !following.held,
    };
  }

  if (event.type === 'broken') {
    const { inflight } = following;
    const { error } = event;
    if (!following.resumed && inflight && !(isApiError(error) && error.status < 500))
      return {
        ...quiet,
        following: { ...following, resumed: true },
        next: { type: 'resume', messageId: inflight.messageId, from: inflight.received },
      };
    const content = inflight?.content ?? '';
    return finish(
      following,
      content === '' && !inflight
        ? { content: failureText(error), state: 'failed' }
        : { content: withStreamError(content), state: 'done' },
      isApiError(error) && error.status === 401,
    );
  }

  if (!following.inflight || event.seq < following.inflight.received)
    return { ...quiet, following };
  const inflight = { ...following.inflight, received: event.seq + 1 };
  if (event.type === 'reasoning') inflight.reasoning += event.text;
  if (event.type === 'delta') inflight.content += event.text;
  const next = { ...following, inflight };
  const { content, reasoning } = inflight;

  if (event.type === 'error')
    return finish(
      next,
      content === ''
        ? { content: event.message, state: 'failed' }
        : { content: withStreamError(content, event.message), state: 'done' },
    );

  const grown = changeMessage(following.messageId, (message) => ({
    ...message,
    content,
    reasoning: reasoning || undefined,
    state: 'streaming',
    // The facts the answer used come once, after its text (issue 36).
    ...(event.type === 'facts' ? { facts: event.facts } : {}),
  }));
  return {
    ...quiet,
    following: next,
    chat: (chat) => ({ ...grown(chat), waiting: false }),
    remember: { inflight },
  };
}
