import {
  aiFact,
  type AiChatRole,
  type AiFact,
  type AiMessageStatus,
  type AiModelId,
} from '@coinsight/domain/api';
import { z } from 'zod';
import { readInstant, type Db } from '../../db/knex.ts';

export interface ConversationRow {
  id: string;
  userId: number;
  model: AiModelId;
  keepHistory: boolean;
  title: string;
  createdAt: Date;
  updatedAt: Date;
  messageCount: number;
}

export interface MessageRow {
  id: string;
  conversationId: string;
  position: number;
  role: AiChatRole;
  content: string;
  reasoning: string | null;
  status: AiMessageStatus;
  error: string | null;
  createdAt: Date;
  /** The facts the answer was grounded in; null when none were kept. */
  facts: AiFact[] | null;
}

interface RawConversation {
  id: string;
  user_id: number;
  model: string;
  keep_history: number | boolean;
  title: string;
  created_at: unknown;
  updated_at: unknown;
  message_count?: number | string;
}

interface RawMessage {
  id: string;
  conversation_id: string;
  position: number;
  role: string;
  content: string;
  reasoning: string | null;
  status: string;
  error: string | null;
  created_at: unknown;
  facts?: string | null;
}

const toConversation = (row: RawConversation): ConversationRow => ({
  id: row.id,
  userId: Number(row.user_id),
  model: row.model as AiModelId,
  keepHistory: Boolean(row.keep_history),
  title: row.title,
  createdAt: readInstant(row.created_at) ?? new Date(0),
  updatedAt: readInstant(row.updated_at) ?? new Date(0),
  messageCount: Number(row.message_count ?? 0),
});

const toMessage = (row: RawMessage): MessageRow => ({
  id: row.id,
  conversationId: row.conversation_id,
  position: Number(row.position),
  role: row.role as AiChatRole,
  content: row.content,
  reasoning: row.reasoning,
  status: row.status as AiMessageStatus,
  error: row.error,
  createdAt: readInstant(row.created_at) ?? new Date(0),
  facts: readFacts(row.facts),
});

const storedFacts = z.array(aiFact);

/** The stored facts, or null when there are none or they no longer read as facts. */
function readFacts(json: string | null | undefined): AiFact[] | null {
  if (!json) return null;
  const parsed = storedFacts.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/** knex queries for the assistant's conversations, messages and counted questions. */
export class AiRepo {
  constructor(private readonly db: Db) {}

  private conversationsWithCounts() {
    return this.db('ai_conversations as c').select(
      'c.*',
      this.db('ai_messages as m')
        .count('*')
        .whereRaw('m.conversation_id = c.id')
        .as('message_count'),
    );
  }

  /** The member's conversations, newest activity first. */
  async conversations(userId: number): Promise<ConversationRow[]> {
    const rows = (await this.conversationsWithCounts()
      .where('c.user_id', userId)
      .orderBy([
        { column: 'c.updated_at', order: 'desc' },
        { column: 'c.created_at', order: 'desc' },
      ])) as RawConversation[];
    return rows.map(toConversation);
  }

  /** The member's conversation ids, newest activity first (no counting: the eviction needs only these). */
  async conversationIds(userId: number): Promise<string[]> {
    const rows = await this.db('ai_conversations')
      .select<{ id: string }[]>('id')
      .where({ user_id: userId })
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'created_at', order: 'desc' },
      ]);
    return rows.map((row) => row.id);
  }

  /** One conversation of the member, or null when it is not theirs or does not exist. */
  async conversation(userId: number, id: string): Promise<ConversationRow | null> {
    const row = (await this.conversationsWithCounts()
      .where({ 'c.id': id, 'c.user_id': userId })
      .first()) as RawConversation | undefined;
    return row ? toConversation(row) : null;
  }

  async messages(conversationId: string): Promise<MessageRow[]> {
    const rows = await this.db<RawMessage>('ai_messages')
      .where({ conversation_id: conversationId })
      .orderBy('position', 'asc');
    return rows.map(toMessage);
  }

  async message(id: string): Promise<(MessageRow & { userId: number }) | null> {
    const row = (await this.db('ai_messages as m')
      .join('ai_conversations as c', 'c.id', 'm.conversation_id')
      .select('m.*', 'c.user_id')
      .where('m.id', id)
      .first()) as (RawMessage & { user_id: number }) | undefined;
    return row ? { ...toMessage(row), userId: Number(row.user_id) } : null;
  }

  async insertConversation(row: Omit<ConversationRow, 'messageCount'>): Promise<void> {
    await this.db('ai_conversations').insert({
      id: row.id,
      user_id: row.userId,
      model: row.model,
      keep_history: row.keepHistory,
      title: row.title,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    });
  }

  async touchConversation(id: string, at: Date, keepHistory: boolean): Promise<void> {
    await this.db('ai_conversations')
      .where({ id })
      .update({ updated_at: at, keep_history: keepHistory });
  }

  /** Deletes conversations (their messages go with them); the counted questions stay. */
  async deleteConversations(userId: number, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db('ai_conversations').where({ user_id: userId }).whereIn('id', ids).delete();
  }

  /**
   * Appends a question and its (empty, streaming) answer at `position` (the conversation's message
   * count; one question at a time per conversation, and the unique key refuses a clash).
   */
  async appendTurn(
    conversationId: string,
    position: number,
    question: { id: string; content: string },
    answerId: string,
    at: Date,
  ): Promise<void> {
    const base = { conversation_id: conversationId, reasoning: null, error: null, created_at: at };
    await this.db('ai_messages').insert([
      {
        ...base,
        id: question.id,
        position,
        role: 'user',
        content: question.content,
        status: 'done',
      },
      {
        ...base,
        id: answerId,
        position: position + 1,
        role: 'assistant',
        content: '',
        status: 'streaming',
      },
    ]);
  }

  async finishAnswer(
    id: string,
    answer: {
      content: string;
      reasoning: string | null;
      status: AiMessageStatus;
      error: string | null;
      facts: readonly AiFact[];
    },
  ): Promise<void> {
    const { facts, ...rest } = answer;
    await this.db('ai_messages')
      .where({ id })
      .update({ ...rest, facts: facts.length > 0 ? JSON.stringify(facts) : null });
  }

  /** Answers left `streaming` by a stopped server can never finish: they are failed, text kept. */
  async failStreaming(error: string): Promise<number> {
    return this.db('ai_messages')
      .where({ status: 'streaming' })
      .update({ status: 'failed', error });
  }

  /**
   * Counts a question and answers its place in the member's queue for [start, end): counted first,
   * then ranked, so of two questions racing for the last place only one gets it.
   */
  async countQuestion(
    userId: number,
    questionId: string,
    at: Date,
    day: { start: Date; end: Date },
  ): Promise<number> {
    const [id] = await this.db('ai_quota_uses').insert({
      user_id: userId,
      question_id: questionId,
      asked_at: at,
    });
    const row = await this.db('ai_quota_uses')
      .where({ user_id: userId })
      .where('asked_at', '>=', day.start)
      .where('asked_at', '<', day.end)
      .where('id', '<=', Number(id))
      .count({ n: '*' })
      .first<{ n: number | string }>();
    return Number(row?.n ?? 0);
  }

  async uncountQuestion(questionId: string): Promise<void> {
    await this.db('ai_quota_uses').where({ question_id: questionId }).delete();
  }

  /** Questions counted for the member in [start, end). */
  async questionsBetween(userId: number, start: Date, end: Date): Promise<number> {
    const row = await this.db('ai_quota_uses')
      .where({ user_id: userId })
      .where('asked_at', '>=', start)
      .where('asked_at', '<', end)
      .count({ n: '*' })
      .first<{ n: number | string }>();
    return Number(row?.n ?? 0);
  }
}
