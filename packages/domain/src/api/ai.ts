import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { defineEndpoint } from './endpoint.ts';

const m = messages.ai;

/** The two assistant models (spec 3 §2.9), shown under product names. */
export const aiModels = [
  {
    id: 'deepseek-reasoner',
    name: '币见深度思考',
    description: '先推理再作答，适合行情研判、指标解读等需要多步分析的问题，回答较慢。',
    deep: true,
  },
  {
    id: 'deepseek-chat',
    name: '币见智能对话',
    description: '快速作答，适合概念解释、资讯问答和日常交流。',
    deep: false,
  },
] as const;

export const aiModelIds = ['deepseek-reasoner', 'deepseek-chat'] as const;
export type AiModelId = (typeof aiModelIds)[number];

export const aiModel = z.object({
  id: z.enum(aiModelIds),
  name: z.string(),
  description: z.string(),
  deep: z.boolean(),
});
export type AiModel = z.infer<typeof aiModel>;

export function aiModelById(id: AiModelId): AiModel {
  const model = aiModels.find((candidate) => candidate.id === id);
  if (!model) throw new Error(`no AI model ${id}`);
  return model;
}

/** Longest question, in characters; a pasted article is refused rather than billed. */
export const aiMessageMaxLength = 2000;
/** Earlier turns sent with a multi-turn question: at most 10 question-and-answer pairs. */
export const aiHistoryMaxTurns = 20;
/** Longest earlier turn, in characters (answers run longer than questions). */
export const aiHistoryTurnMaxLength = 8000;

export const aiChatRoles = ['user', 'assistant'] as const;

/** One earlier message of the conversation, as the page keeps it (spec 3 §3 AI chat record). */
export const aiChatTurn = z.strictObject({
  role: z.enum(aiChatRoles),
  content: z.string().max(aiHistoryTurnMaxLength, m.historyTooLong),
});
export type AiChatTurn = z.infer<typeof aiChatTurn>;

/** The marker that ends an event stream, as in OpenAI-compatible streams. */
export const aiStreamDone = '[DONE]';

/** One `data:` event of a streamed answer: the next piece of text, or the reason the stream stopped. */
export const aiStreamEvent = z.union([
  z.object({ delta: z.string() }),
  z.object({ error: z.string() }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEvent>;

/** POST chart/model: ask the assistant. */
export const model = defineEndpoint({
  id: 'ai.model',
  method: 'POST',
  path: '/api/v1/chart/model/',
  summary: 'Ask the AI assistant; a JSON answer, or a text/event-stream when stream is true',
  description:
    'Decision: role vip. Spec 3 §6 does not say who may use the AI chat; every answer costs a paid model call, so it is a member ' +
    'benefit (a non-VIP gets 403 with 该功能仅限会员使用，请先开通会员). ' +
    'message is trimmed, required (请输入问题) and at most 2000 characters (问题过长，请精简后再发送). ai_id is deepseek-reasoner or ' +
    'deepseek-chat (未知的模型); deep is optional (the model decides) but when given must agree with the model’s deep flag (所选模型与深度思考设置不符). ' +
    'Decision: the server keeps no conversation; with have_history true the page sends its earlier turns in history ' +
    '(at most 20 messages of role user/assistant, oldest first), with have_history false history is ignored (single-turn). ' +
    'With stream false (the default) the answer is JSON { success: true, data: { message } }, message in Markdown. ' +
    'With stream true the answer is text/event-stream: one event per piece of text, `data: {"delta":"…"}` followed by a blank line, ' +
    'ended by `data: [DONE]`; a failure after the stream began is `data: {"error":"…"}` and then `data: [DONE]` ' +
    '(the page appends [流读取错误]). Failures before any text use the standard error body (502 when the model provider fails).',
  role: 'vip',
  maxBytes: 256 * 1024,
  body: z
    .strictObject({
      message: z
        .string({ error: m.messageBlank })
        .trim()
        .min(1, m.messageBlank)
        .max(aiMessageMaxLength, m.messageTooLong),
      stream: z.boolean().default(false),
      deep: z.boolean().optional(),
      have_history: z.boolean().default(false),
      ai_id: z.enum(aiModelIds, { error: m.modelUnknown }),
      history: z.array(aiChatTurn).max(aiHistoryMaxTurns, m.historyTooLong).default([]),
    })
    .refine((body) => body.deep === undefined || aiModelById(body.ai_id).deep === body.deep, {
      message: m.deepMismatch,
      path: ['deep'],
    }),
  produces: 'application/json',
  response: z.object({ success: z.literal(true), data: z.object({ message: z.string() }) }),
});
