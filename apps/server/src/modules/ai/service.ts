import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  aiConversationLimit,
  aiModelById,
  type AiChatMessage,
  type AiConversation,
  type AiConversationSummary,
  type AiModelId,
} from '@coinsight/domain/api';
import {
  aiDailyLimit,
  aiQuotaDay,
  aiQuotaState,
  citedFacts,
  conversationTitle,
  factsBlock,
  type AssistantFindings,
  conversationsToEvict,
  upstreamTurns,
} from '@coinsight/domain/ai';
import { messages } from '@coinsight/domain/messages';
import { isVip } from '@coinsight/domain/membership';
import { beijingDate } from '@coinsight/domain/time';
import type { Clock } from '../../clock.ts';
import type { AiSettings } from '../../config.ts';
import { DomainError } from '../../domainError.ts';
import { AiAborted, type ChatMessage, type ChatProvider } from '../../providers/ai/index.ts';
import { LiveAnswers, type LiveAnswer, type LiveTimings } from './liveAnswers.ts';
import type { AiRepo, ConversationRow, MessageRow } from './repo.ts';
import type { AssistantRetrieval } from './retrieval.ts';

const m = messages.ai;

/** The member asking: who they are and whether they are a VIP now. */
export interface Asker {
  id: number;
  vipExpiry: Date | null;
}

export interface Question {
  message: string;
  ai_id: AiModelId;
  have_history: boolean;
  conversation_id?: string | undefined;
}

/** What the tests may speed up; the defaults are the product's. */
export type AiTimings = LiveTimings;

export const defaultAiTimings: AiTimings = {
  graceMs: 30_000,
  keepMs: 5 * 60_000,
  keepAliveMs: 15_000,
};

/** The assistant's standing instruction: the product's language and scope. */
const systemPrompt =
  '你是「币见」网站的 AI 助手，面向中文用户解答加密货币、宏观经济与链上指标相关的问题。' +
  '请用简体中文回答，使用 Markdown；数学公式用 \\( \\) 或 \\[ \\]。不要编造数据，不构成投资建议。';

const notFound = () =>
  new DomainError('not_found', m.conversationNotFound, 'conversation_not_found');

function summaryOf(row: ConversationRow): AiConversationSummary {
  return {
    id: row.id,
    model: aiModelById(row.model),
    keepHistory: row.keepHistory,
    title: row.title,
    messageCount: row.messageCount,
    timestamp: row.updatedAt.toISOString(),
  };
}

/** The conversations, their questions and answers, the daily quota and the answers being generated. */
export class AiService {
  readonly live = new LiveAnswers(() => this.timings);

  constructor(
    private readonly repo: AiRepo,
    readonly provider: ChatProvider,
    /** The product's facts for a question, grounding both the offline analyst and a model. */
    private readonly retrieval: AssistantRetrieval,
    private readonly settings: Pick<AiSettings, 'dailyQuota'>,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** Tests shorten them. */
    readonly timings: AiTimings = { ...defaultAiTimings },
  ) {}

  async quota(member: Asker) {
    const now = this.clock.now();
    const { start, end } = aiQuotaDay(now);
    const limit = aiDailyLimit(isVip(member.vipExpiry, now), this.settings.dailyQuota);
    const used = await this.repo.questionsBetween(member.id, start, end);
    return { ...aiQuotaState(limit, used, now), offline: this.provider.offline };
  }

  async conversations(userId: number): Promise<AiConversationSummary[]> {
    return (await this.repo.conversations(userId)).map(summaryOf);
  }

  async conversation(userId: number, id: string): Promise<AiConversation> {
    const row = await this.repo.conversation(userId, id);
    if (!row) throw notFound();
    const rows = await this.repo.messages(id);
    return { ...summaryOf(row), messages: rows.map((message) => this.view(message)) };
  }

  /** A stored message, with the text generated so far when its answer is still live. */
  private view(row: MessageRow): AiChatMessage {
    const generating =
      row.status === 'streaming' ? this.live.generatingIn(row.conversationId) : null;
    const live = generating?.messageId === row.id ? generating : null;
    return {
      id: row.id,
      role: row.role,
      content: live ? live.text : row.content,
      reasoning: (live ? live.reasoning : row.reasoning) || null,
      status: row.status,
      error: row.error,
      timestamp: row.createdAt.toISOString(),
      ...(live?.facts.length ? { facts: live.facts } : row.facts ? { facts: row.facts } : {}),
    };
  }

  async deleteConversation(userId: number, id: string): Promise<void> {
    if (!(await this.repo.conversation(userId, id))) throw notFound();
    this.live.generatingIn(id)?.abort();
    await this.repo.deleteConversations(userId, [id]);
  }

  /** The member's answer being generated or kept for replay; 404 otherwise. */
  liveAnswer(userId: number, messageId: string): LiveAnswer {
    const answer = this.live.get(messageId, userId);
    if (!answer) throw new DomainError('not_found', m.streamNotFound, 'stream_not_found');
    return answer;
  }

  /**
   * Accepts a question: checks the conversation and the quota, stores the question and an empty
   * answer, and starts generating it. The caller reads the returned live answer.
   */
  async ask(member: Asker, question: Question): Promise<LiveAnswer> {
    const now = this.clock.now();
    const existing = question.conversation_id
      ? await this.repo.conversation(member.id, question.conversation_id)
      : null;
    if (question.conversation_id && !existing) throw notFound();
    if (existing && existing.model !== question.ai_id)
      throw new DomainError('invalid', m.modelChanged, 'model_changed');
    if (existing && this.live.generatingIn(existing.id))
      throw new DomainError('conflict', m.answerInProgress, 'answer_in_progress');

    const questionId = randomUUID();
    await this.countQuestion(member, questionId, now);

    const earlier = existing ? await this.repo.messages(existing.id) : [];
    const conversationId = existing?.id ?? randomUUID();
    if (existing) await this.repo.touchConversation(existing.id, now, question.have_history);
    else await this.createConversation(member.id, conversationId, question, now);
    const answerId = randomUUID();
    try {
      await this.repo.appendTurn(
        conversationId,
        earlier.length,
        { id: questionId, content: question.message },
        answerId,
        now,
      );
    } catch (error) {
      await this.repo.uncountQuestion(questionId);
      // The place after the last message is taken: another question got into this conversation first.
      if (existing) throw new DomainError('conflict', m.answerInProgress, 'answer_in_progress');
      throw error;
    }

    const answer = this.live.open(
      {
        type: 'start',
        conversation_id: conversationId,
        message_id: answerId,
        question_id: questionId,
        ai_id: question.ai_id,
      },
      member.id,
    );
    const turns = upstreamTurns(
      earlier.map((row) => ({ role: row.role, content: row.content })),
      question.message,
      question.have_history,
    );
    void this.generate(answer, questionId, question.ai_id, question.message, [
      { role: 'system', content: systemPrompt },
      ...turns,
    ]);
    return answer;
  }

  private async countQuestion(member: Asker, questionId: string, now: Date): Promise<void> {
    const { start, end } = aiQuotaDay(now);
    const limit = aiDailyLimit(isVip(member.vipExpiry, now), this.settings.dailyQuota);
    if ((await this.repo.countQuestion(member.id, questionId, now, { start, end })) > limit) {
      await this.repo.uncountQuestion(questionId);
      const vip = isVip(member.vipExpiry, now);
      throw new DomainError('rate_limited', vip ? m.quotaUsedVip : m.quotaUsedMember, 'ai_quota', {
        'retry-after': String(Math.ceil((end.getTime() - now.getTime()) / 1000)),
      });
    }
  }

  private async createConversation(
    userId: number,
    id: string,
    question: Question,
    now: Date,
  ): Promise<void> {
    const evicted = conversationsToEvict(
      await this.repo.conversationIds(userId),
      aiConversationLimit,
    );
    for (const old of evicted) this.live.generatingIn(old)?.abort();
    await this.repo.deleteConversations(userId, evicted);
    await this.repo.insertConversation({
      id,
      userId,
      model: question.ai_id,
      keepHistory: question.have_history,
      title: conversationTitle(question.message),
      createdAt: now,
      updatedAt: now,
    });
  }

  /** The product's facts for the question; an answer without them beats no answer. */
  private async ground(question: string): Promise<AssistantFindings | null> {
    try {
      return await this.retrieval.findings(question);
    } catch (failure) {
      this.logger.error({ err: failure }, 'AI retrieval failed');
      return null;
    }
  }

  /** Runs the model into the live answer, then stores the result, whatever happens. */
  private async generate(
    answer: LiveAnswer,
    questionId: string,
    model: AiModelId,
    question: string,
    messages: ChatMessage[],
  ): Promise<void> {
    let error: string | null = null;
    const finding = this.ground(question);
    // A model reads the facts as a second system message, just before the conversation; the
    // offline analyst starts its answer while they are being read.
    const block = this.provider.offline
      ? ''
      : factsBlock((await finding)?.facts ?? [], beijingDate(this.clock.now()));
    const grounded: ChatMessage[] = block
      ? [messages[0]!, { role: 'system', content: block }, ...messages.slice(1)]
      : messages;
    try {
      const chunks = this.provider.stream({
        model: aiModelById(model).deep ? 'deep' : 'normal',
        messages: grounded,
        signal: answer.controller.signal,
        grounding: finding,
      });
      for await (const chunk of chunks) {
        if (chunk.type === 'text') answer.push({ type: 'delta', text: chunk.text });
        else if (chunk.type === 'reasoning') answer.push({ type: 'reasoning', text: chunk.text });
        else
          answer.push({
            type: 'usage',
            prompt_tokens: chunk.usage.promptTokens,
            completion_tokens: chunk.usage.completionTokens,
            reasoning_tokens: chunk.usage.reasoningTokens,
          });
      }
    } catch (failure) {
      error = failure instanceof DomainError ? failure.message : m.failed;
      if (!(failure instanceof AiAborted) && !(failure instanceof DomainError))
        this.logger.error({ err: failure }, 'AI answer failed');
      else if (failure instanceof DomainError)
        this.logger.warn(
          { code: failure.code, provider: this.provider.name },
          'AI provider refused',
        );
      answer.push({ type: 'error', message: error });
    }
    const facts = (await finding)?.facts ?? [];
    // The offline analyst states every fact it found; a model, those it cites (all when it cites none).
    const used = this.provider.offline ? facts : citedFacts(answer.text, facts);
    if (error === null && used.length > 0) answer.pushFacts(used);
    try {
      // A question the model never answered is not charged.
      if (error !== null && answer.text === '' && answer.reasoning === '')
        await this.repo.uncountQuestion(questionId);
      await this.repo.finishAnswer(answer.messageId, {
        content: answer.text,
        reasoning: answer.reasoning || null,
        status: error === null ? 'done' : 'failed',
        error,
        facts: error === null ? used : [],
      });
    } catch (failure) {
      this.logger.error({ err: failure }, 'AI answer not stored');
    } finally {
      answer.end();
    }
  }
}
