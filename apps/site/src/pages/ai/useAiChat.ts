import {
  aiModelById,
  conversation as conversationEndpoint,
  model as modelEndpoint,
  type AiModel,
  type AiModelId,
} from '@coinsight/domain/api';
import { messages as catalogue } from '@coinsight/domain/messages';
import type { AiMessageView } from '@coinsight/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { call } from '../../api/client.ts';
import { askStreaming, resumeStreaming } from './answerStream.ts';
import {
  emptyChatSession,
  loadChatSession,
  saveChatSession,
  type ChatSession,
  type Inflight,
} from './chatSession.ts';
import type { AnswerStreamItem } from './eventStream.ts';
import { messageView, withStreamError } from './messageViews.ts';

const m = catalogue.ai;

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

const initialChat: AiChatState = {
  model: null,
  keepHistory: true,
  stream: false,
  conversationId: null,
  messages: [],
  busy: false,
  waiting: false,
};

export interface AiChatEvents {
  /** The server refused the visitor (401): the site opens its login dialog. */
  onLoginNeeded: () => void;
  /** The history changed on the server (a new conversation, a new answer). */
  onHistoryChanged: () => void;
}

/** The failure text for the member: the server's reason when it gave one, else the spec's text. */
const failureText = (error: unknown): string =>
  isApiError(error) && error.status >= 400 ? error.message : m.failed;

/**
 * The /toAI conversation: asks (JSON with the typing effect, or a stream), keeps the answer being
 * streamed in session storage after every event, and on a reload resumes it from the last event
 * received, so the answer shows whole and once.
 */
export function useAiChat({ onLoginNeeded, onHistoryChanged }: AiChatEvents) {
  const storage = globalThis.sessionStorage;
  const [chat, setChat] = useState<AiChatState>(initialChat);
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

  const updateMessage = (id: string, change: (message: AiMessageView) => AiMessageView) =>
    setChat((current) => ({
      ...current,
      messages: current.messages.map((message) => (message.id === id ? change(message) : message)),
    }));

  const fail = useCallback((error: unknown) => {
    if (isApiError(error) && error.status === 401) events.current.onLoginNeeded();
  }, []);

  /** Follows an answer's events into the message `localId`, resuming once if the connection drops. */
  const follow = useCallback(
    async (
      open: () => Promise<AsyncGenerator<AnswerStreamItem>>,
      localId: string,
      held: Inflight | null,
      signal: AbortSignal,
    ) => {
      let id = localId;
      let inflight = held;
      let resumed = false;
      const finish = (change: (message: AiMessageView) => AiMessageView) => {
        updateMessage(id, change);
        setChat((current) => ({ ...current, busy: false, waiting: false }));
        remember({ inflight: null });
        events.current.onHistoryChanged();
      };
      let next = open;
      for (;;) {
        try {
          for await (const item of await next()) {
            if (signal.aborted) return;
            if (item.type === 'done') {
              finish((message) => ({ ...message, state: 'done' }));
              return;
            }
            if (item.type === 'start') {
              const started = id;
              id = item.message_id;
              inflight ??= {
                conversationId: item.conversation_id,
                messageId: item.message_id,
                received: 0,
                content: '',
                reasoning: '',
              };
              setChat((current) => ({
                ...current,
                conversationId: item.conversation_id,
                messages: current.messages.map((message) =>
                  message.id === started ? { ...message, id: item.message_id } : message,
                ),
              }));
              remember({ conversationId: item.conversation_id, inflight });
              if (!held) events.current.onHistoryChanged();
              continue;
            }
            // Each numbered event once: a replay after a resume may repeat what the tab holds.
            if (!inflight || item.seq < inflight.received) continue;
            inflight = { ...inflight, received: item.seq + 1 };
            if (item.type === 'reasoning') inflight.reasoning += item.text;
            if (item.type === 'delta') inflight.content += item.text;
            remember({ inflight });
            const { content, reasoning } = inflight;
            if (item.type === 'error') {
              finish((message) =>
                content === ''
                  ? { ...message, content: item.message, state: 'failed' }
                  : { ...message, content: withStreamError(content, item.message), state: 'done' },
              );
              return;
            }
            setChat((current) => ({ ...current, waiting: false }));
            updateMessage(id, (message) => ({
              ...message,
              content,
              reasoning: reasoning || undefined,
              state: 'streaming',
            }));
          }
          // The body ended without [DONE]: the connection broke.
          throw new Error('stream ended early');
        } catch (error) {
          if (signal.aborted) return;
          fail(error);
          if (!resumed && inflight && !(isApiError(error) && error.status < 500)) {
            resumed = true;
            const { messageId, received } = inflight;
            next = () => resumeStreaming(messageId, received, signal);
            continue;
          }
          const content = inflight?.content ?? '';
          finish((message) =>
            content === '' && !inflight
              ? { ...message, content: failureText(error), state: 'failed' }
              : { ...message, content: withStreamError(content), state: 'done' },
          );
          return;
        }
      }
    },
    [fail, remember],
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
        const views = data.messages.map(messageView);
        const live = data.messages.find(
          (message) => message.role === 'assistant' && message.status === 'streaming',
        );
        const mine = held && live?.id === held.messageId ? held : null;
        setChat((current) => ({
          ...current,
          model: data.model,
          keepHistory: data.keepHistory,
          conversationId: data.id,
          busy: live !== undefined,
          waiting: false,
          messages: views.map((view) =>
            mine && view.id === mine.messageId
              ? { ...view, content: mine.content, reasoning: mine.reasoning || undefined }
              : view,
          ),
        }));
        remember({ conversationId: data.id, inflight: live ? mine : null });
        if (live) {
          const from = mine?.received ?? 0;
          const base: Inflight = mine ?? {
            conversationId: data.id,
            messageId: live.id,
            received: 0,
            content: '',
            reasoning: '',
          };
          await follow(
            () => resumeStreaming(live.id, from, controller.signal),
            live.id,
            base,
            controller.signal,
          );
        }
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
    setChat((current) => ({
      ...current,
      busy: true,
      waiting: true,
      messages: [
        ...current.messages,
        question,
        ...(stream
          ? [{ id: answerId, role: 'assistant', content: '', state: 'streaming' } as const]
          : []),
      ],
    }));

    if (stream) {
      await follow(() => askStreaming(body, controller.signal), answerId, null, controller.signal);
      return;
    }
    try {
      const { data } = await call(modelEndpoint, { body, signal: controller.signal });
      remember({ conversationId: data.conversation_id });
      setChat((current) => ({
        ...current,
        conversationId: data.conversation_id,
        busy: false,
        waiting: false,
        messages: [
          ...current.messages,
          {
            id: data.message_id,
            role: 'assistant',
            content: data.message,
            reasoning: data.reasoning ?? undefined,
            state: 'typing',
          },
        ],
      }));
      events.current.onHistoryChanged();
    } catch (error) {
      if (controller.signal.aborted) return;
      fail(error);
      setChat((current) => ({
        ...current,
        busy: false,
        waiting: false,
        messages: [
          ...current.messages,
          { id: answerId, role: 'assistant', content: failureText(error), state: 'failed' },
        ],
      }));
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
    typed: (id: string) => updateMessage(id, (message) => ({ ...message, state: 'done' })),
  };
}
