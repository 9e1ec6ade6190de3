import {
  aiModelById,
  conversation as conversationEndpoint,
  model as modelEndpoint,
  type AiModelId,
} from '@coinsight/domain/api';
import type { AiMessageView } from '@coinsight/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { call } from '../../api/client.ts';
import { failureText, followAnswer, startFollowing, type FollowEvent } from './answerFollowing.ts';
import { askStreaming, resumeStreaming } from './answerStream.ts';
import {
  emptyChatSession,
  loadChatSession,
  saveChatSession,
  type ChatSession,
  type Inflight,
} from './chatSession.ts';
import { answered, askFailed, asked, initialChat, shownConversation } from './chatState.ts';
import type { AnswerStreamItem } from './eventStream.ts';

export type { AiChatState } from './chatState.ts';

export interface AiChatEvents {
  /** The server refused the visitor (401): the site opens its login dialog. */
  onLoginNeeded: () => void;
  /** The history changed on the server (a new conversation, a new answer). */
  onHistoryChanged: () => void;
}

/** The events of a stream, then `broken` when it throws or ends without [DONE]. */
async function* eventsOf(
  open: () => Promise<AsyncGenerator<AnswerStreamItem>>,
): AsyncGenerator<FollowEvent> {
  try {
    yield* await open();
    yield { type: 'broken', error: new Error('stream ended early') };
  } catch (error) {
    yield { type: 'broken', error };
  }
}

/**
 * The /toAI conversation: asks (JSON with the typing effect, or a stream), keeps the answer being
 * streamed in session storage after every event, and on a reload resumes it from the last event
 * received, so the answer shows whole and once. What each event does is `followAnswer`'s
 * (answerFollowing.ts); this hook reads the streams and applies its steps.
 */
export function useAiChat({ onLoginNeeded, onHistoryChanged }: AiChatEvents) {
  const storage = globalThis.sessionStorage;
  const [chat, setChat] = useState(initialChat);
  const session = useRef<ChatSession>(emptyChatSession);
  const reading = useRef<AbortController | null>(null);
  const events = useRef({ onLoginNeeded, onHistoryChanged });
  events.current = { onLoginNeeded, onHistoryChanged };

  const remember = useCallback(
    (change: Partial<ChatSession>) => {
      session.current = { ...session.current, ...change };
      saveChatSession(storage, session.current);
    },
    [storage],
  );

  const fail = useCallback((error: unknown) => {
    if (isApiError(error) && error.status === 401) events.current.onLoginNeeded();
  }, []);

  /** Follows an answer's events into the message `messageId`, resuming once if the connection drops. */
  const follow = useCallback(
    async (
      open: () => Promise<AsyncGenerator<AnswerStreamItem>>,
      messageId: string,
      held: Inflight | null,
      signal: AbortSignal,
    ) => {
      let following = startFollowing(messageId, held);
      let next = open;
      for (;;) {
        for await (const event of eventsOf(next)) {
          if (signal.aborted) return;
          const step = followAnswer(following, event);
          following = step.following;
          setChat(step.chat);
          if (step.remember) remember(step.remember);
          if (step.loginNeeded) events.current.onLoginNeeded();
          if (step.historyChanged) events.current.onHistoryChanged();
          if (step.next.type === 'end') return;
          if (step.next.type === 'resume') {
            const { messageId: resumed, from } = step.next;
            next = () => resumeStreaming(resumed, from, signal);
            break;
          }
        }
      }
    },
    [remember],
  );

  const stopReading = () => {
    reading.current?.abort();
    reading.current = null;
  };

  /** Shows a stored conversation; an answer still being generated is followed from where the tab was. */
  const open = useCallback(
    async (conversationId: string, held: Inflight | null = null) => {
      stopReading();
      const controller = new AbortController();
      reading.current = controller;
      try {
        const { data } = await call(conversationEndpoint, {
          params: { id: conversationId },
          signal: controller.signal,
        });
        const shown = shownConversation(data, held);
        setChat(shown.chat);
        remember({ conversationId: data.id, inflight: shown.live ? shown.mine : null });
        const { live } = shown;
        if (live)
          await follow(
            () => resumeStreaming(live.messageId, live.received, controller.signal),
            live.messageId,
            live,
            controller.signal,
          );
      } catch (error) {
        if (controller.signal.aborted) return;
        fail(error);
        remember({ conversationId: null, inflight: null });
        setChat((current) => ({ ...current, busy: false }));
      }
    },
    [fail, follow, remember],
  );

  // A reload finds the tab's conversation, and the answer it was receiving, in session storage.
  useEffect(() => {
    session.current = loadChatSession(storage);
    const { conversationId, stream, inflight } = session.current;
    setChat((current) => ({ ...current, stream }));
    if (conversationId) void open(conversationId, inflight);
    return stopReading;
  }, [open, storage]);

  const pickModel = (id: AiModelId) => {
    stopReading();
    remember({ conversationId: null, inflight: null });
    setChat((current) => ({
      ...initialChat,
      stream: current.stream,
      keepHistory: current.keepHistory,
      model: aiModelById(id),
    }));
  };

  const newConversation = () => {
    stopReading();
    remember({ conversationId: null, inflight: null });
    setChat((current) => ({ ...initialChat, stream: current.stream }));
  };

  const send = async (text: string) => {
    const { model, keepHistory, stream, conversationId } = chat;
    if (!model || chat.busy) return;
    const question: AiMessageView = { id: crypto.randomUUID(), role: 'user', content: text };
    const answerId = crypto.randomUUID();
    const body = {
      message: text,
      ai_id: model.id,
      deep: model.deep,
      have_history: keepHistory,
      ...(conversationId ? { conversation_id: conversationId } : {}),
    };
    const controller = new AbortController();
    reading.current = controller;
    setChat(asked(question, answerId, stream));

    if (stream) {
      await follow(() => askStreaming(body, controller.signal), answerId, null, controller.signal);
      return;
    }
    try {
      const { data } = await call(modelEndpoint, { body, signal: controller.signal });
      remember({ conversationId: data.conversation_id });
      setChat(answered(data));
      events.current.onHistoryChanged();
    } catch (error) {
      if (controller.signal.aborted) return;
      fail(error);
      setChat(askFailed(answerId, failureText(error)));
    }
  };

  return {
    chat,
    send,
    pickModel,
    newConversation,
    open: (id: string) => void open(id),
    setStream: (stream: boolean) => {
      remember({ stream });
      setChat((current) => ({ ...current, stream }));
    },
    setKeepHistory: (keepHistory: boolean) => setChat((current) => ({ ...current, keepHistory })),
    typed: (id: string) =>
      setChat((current) => ({
        ...current,
        messages: current.messages.map((message) =>
          message.id === id ? { ...message, state: 'done' } : message,
        ),
      })),
  };
}
