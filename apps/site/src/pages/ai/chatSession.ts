import { z } from 'zod';

/** Session storage key of the tab's chat: the open conversation and the answer being received. */
export const chatSessionKey = 'ai_chat_session';

/** An answer being streamed: what the tab holds of it, so a reload resumes after the last event. */
const inflight = z.object({
  conversationId: z.uuid(),
  messageId: z.uuid(),
  /** Numbered events received so far: the `from` of ai.resume. */
  received: z.number().int().min(0),
  content: z.string(),
  reasoning: z.string(),
});
export type Inflight = z.infer<typeof inflight>;

const chatSession = z.object({
  conversationId: z.uuid().nullable(),
  stream: z.boolean(),
  inflight: inflight.nullable(),
});
export type ChatSession = z.infer<typeof chatSession>;

export const emptyChatSession: ChatSession = {
  conversationId: null,
  stream: false,
  inflight: null,
};

/** The tab's chat as a reload finds it; anything unreadable counts as none. */
export function loadChatSession(storage: Pick<Storage, 'getItem'>): ChatSession {
  try {
    const parsed = chatSession.safeParse(JSON.parse(storage.getItem(chatSessionKey) ?? 'null'));
    return parsed.success ? parsed.data : emptyChatSession;
  } catch {
    return emptyChatSession;
  }
}

export function saveChatSession(storage: Pick<Storage, 'setItem'>, session: ChatSession): void {
  storage.setItem(chatSessionKey, JSON.stringify(session));
}
