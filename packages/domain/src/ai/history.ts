import {
  aiConversationLimit,
  aiHistoryMaxTurns,
  aiHistoryTurnMaxLength,
  type AiChatRole,
} from '../api/ai.ts';

/** Sidebar title length: the first question, cut. */
export const aiTitleMaxLength = 40;

/** The sidebar title of a conversation: its first question on one line, cut to 40 characters. */
export function conversationTitle(firstQuestion: string): string {
  const line = firstQuestion.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > aiTitleMaxLength
    ? `${chars.slice(0, aiTitleMaxLength - 1).join('')}…`
    : line;
}

export interface ChatTurn {
  role: AiChatRole;
  content: string;
}

/** Keeps the end of a long text: the last sentences of an answer carry its conclusion. */
function cut(content: string, max: number): string {
  const chars = [...content];
  return chars.length > max ? chars.slice(chars.length - max).join('') : content;
}

/**
 * What the model receives for one question: with keepHistory the stored earlier messages (the last
 * 20, each cut to 8000 characters, empty answers left out) and the question; otherwise the
 * question alone (single-turn).
 */
export function upstreamTurns(
  earlier: readonly ChatTurn[],
  question: string,
  keepHistory: boolean,
): ChatTurn[] {
  const context = keepHistory
    ? earlier
        .filter((turn) => turn.content.trim() !== '')
        .slice(-aiHistoryMaxTurns)
        .map((turn) => ({ role: turn.role, content: cut(turn.content, aiHistoryTurnMaxLength) }))
    : [];
  // An answer-first context confuses chat models; the window starts on a question.
  while (context[0]?.role === 'assistant') context.shift();
  return [...context, { role: 'user', content: question }];
}

/**
 * The conversations to delete once one more is added: ids newest first (by last activity), the
 * member keeping `aiConversationLimit` in all.
 */
export function conversationsToEvict(
  idsNewestFirst: readonly string[],
  limit: number = aiConversationLimit,
): string[] {
  return idsNewestFirst.slice(Math.max(0, limit - 1));
}
