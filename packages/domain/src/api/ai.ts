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
/** Earlier messages sent upstream with a multi-turn question: at most 10 question-and-answer pairs. */
export const aiHistoryMaxTurns = 20;
/** Longest earlier message sent upstream, in characters (longer answers are cut from the start). */
export const aiHistoryTurnMaxLength = 8000;
/** Conversations kept per member (spec 3 §9: the history keeps 10); the oldest goes first. */
export const aiConversationLimit = 10;

export const aiChatRoles = ['user', 'assistant'] as const;
export type AiChatRole = (typeof aiChatRoles)[number];

/** Where an answer stands: being generated, finished, or stopped by a failure (partial text kept). */
export const aiMessageStatuses = ['streaming', 'done', 'failed'] as const;
export type AiMessageStatus = (typeof aiMessageStatuses)[number];

const uuid = (error: string) => z.uuid({ error });
export const aiConversationId = uuid(m.conversationIdInvalid);
export const aiMessageId = uuid(m.messageIdInvalid);

/**
 * A fact from the product's own data that grounded an answer (issue 36): a sentence with its
 * figures and the site page it comes from, so the answer page can list and link them.
 */
export const aiFact = z.object({
  /** Stable within an answer: what the fact is about (series:DFEDTARU, backtest:month:…). */
  key: z.string(),
  title: z.string(),
  text: z.string(),
  /** The site route the figures come from. */
  page: z.string().startsWith('/'),
});
export type AiFact = z.infer<typeof aiFact>;

/** One message of a stored conversation (spec 3 §3 AI chat record, plus what the server knows). */
export const aiChatMessage = z.object({
  id: z.uuid(),
  role: z.enum(aiChatRoles),
  content: z.string(),
  /** The deep model's reasoning (思考过程); null for questions and the normal model. */
  reasoning: z.string().nullable(),
  /** Always `done` for a question. */
  status: z.enum(aiMessageStatuses),
  /** Why the answer failed (Chinese), when status is `failed`. */
  error: z.string().nullable(),
  timestamp: z.iso.datetime(),
  /** The facts the answer used (issue 36); absent for questions and answers without any. */
  facts: z.array(aiFact).optional(),
});
export type AiChatMessage = z.infer<typeof aiChatMessage>;

/** A conversation in the history list: the record without its messages. */
export const aiConversationSummary = z.object({
  id: z.uuid(),
  model: aiModel,
  keepHistory: z.boolean(),
  /** The first question, cut to 40 characters, for the sidebar. */
  title: z.string(),
  messageCount: z.number().int().min(0),
  /** Last activity (ISO-8601 UTC); the list is newest first. */
  timestamp: z.iso.datetime(),
});
export type AiConversationSummary = z.infer<typeof aiConversationSummary>;

/** A whole conversation (spec 3 §3 AI chat record): id, model, keepHistory, messages, timestamp. */
export const aiConversation = aiConversationSummary.extend({
  messages: z.array(aiChatMessage),
});
export type AiConversation = z.infer<typeof aiConversation>;

/** The marker that ends an event stream, as in OpenAI-compatible streams: `data: [DONE]`. */
export const aiStreamDone = '[DONE]';

/**
 * One `data:` event of a streamed answer. `start` comes first (not numbered); every later event
 * carries `seq`, 0, 1, 2… in order across reasoning, delta, usage and error, so a page that
 * received n numbered events resumes with `from=n` and gets each event exactly once.
 */
export const aiStreamEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    conversation_id: z.uuid(),
    message_id: z.uuid(),
    /** The question's id in the conversation. */
    question_id: z.uuid(),
    ai_id: z.enum(aiModelIds),
  }),
  z.object({ type: z.literal('reasoning'), seq: z.number().int().min(0), text: z.string() }),
  z.object({ type: z.literal('delta'), seq: z.number().int().min(0), text: z.string() }),
  z.object({
    type: z.literal('usage'),
    seq: z.number().int().min(0),
    prompt_tokens: z.number().int().min(0),
    completion_tokens: z.number().int().min(0),
    reasoning_tokens: z.number().int().min(0).nullable(),
  }),
  z.object({ type: z.literal('error'), seq: z.number().int().min(0), message: z.string() }),
  /** The facts from the product's data the answer used, sent once after its text. */
  z.object({ type: z.literal('facts'), seq: z.number().int().min(0), facts: z.array(aiFact) }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEvent>;

const access =
  'Decision: role user. Spec 3 §6 does not say who may use the AI chat; every answer costs a model call, so it is for logged-in ' +
  'members (a visitor gets 401 and the site opens the login dialog), with a daily number of questions per tier ' +
  '(AI_DAILY_QUOTA_MEMBER, AI_DAILY_QUOTA_VIP: a VIP gets more).';

const ownership =
  'Only the owner sees a conversation: another member’s or a deleted one is 404 with 对话不存在或已删除 (existence is not revealed).';

/** POST chart/model: ask the assistant. */
export const model = defineEndpoint(() => ({
  id: 'ai.model',
  method: 'POST',
  path: '/api/v1/chart/model/',
  summary: 'Ask the AI assistant; a JSON answer, or a text/event-stream when stream is true',
  description:
    `${access} Each question counts against the Beijing day's quota when it is accepted; past it the answer is 429 with ` +
    '今日 AI 提问次数已用完… (the member text names the VIP benefit). A question whose answer failed before any text does not count. ' +
    'message is trimmed, required (请输入问题) and at most 2000 characters (问题过长，请精简后再发送). ai_id is deepseek-reasoner or ' +
    'deepseek-chat (未知的模型); deep is optional (the model decides) but when given must agree with the model’s deep flag (所选模型与深度思考设置不符). ' +
    'Decision: the server keeps the conversations (the last 10 per member, shared by all the member’s devices; the 11th pushes out the oldest). ' +
    'Without conversation_id a new conversation is created with this model and goes to the top of the history; with it the question ' +
    `continues that conversation (${ownership} A different ai_id is 400 该对话使用的是另一个模型，请新建对话; a question while the previous ` +
    'answer is still being generated is 409 上一条回答仍在生成中，请稍候). The conversation’s keepHistory follows have_history. ' +
    'Decision: the client sends no history: with have_history true the server sends the stored conversation (its last 20 messages, ' +
    'each cut to 8000 characters) before the question; with have_history false only the question (single-turn). ' +
    'With stream false (the default) the answer is JSON { success: true, data: { message, reasoning, conversation_id, message_id } }, ' +
    'message in Markdown, reasoning the deep model’s 思考过程 (null otherwise); a failing model is 502 with the reason ' +
    '(AI 服务繁忙，请稍后再试 when the provider is overloaded or rate-limits, AI 服务暂不可用（接口密钥无效），请联系管理员 when its key is refused, ' +
    '抱歉，出现了错误，请稍后再试。 otherwise). ' +
    'With stream true the answer is text/event-stream once the checks above pass (they keep the standard error body): each event is ' +
    '`data: <json>` and a blank line, the JSON being an aiStreamEvent: first {type:"start", conversation_id, message_id, question_id, ai_id}, ' +
    'then numbered {type:"reasoning", seq, text} pieces (deep model) and {type:"delta", seq, text} pieces, then {type:"usage", seq, …} when ' +
    'the provider reports it; when the answer is grounded in the product’s data (issue 36), one numbered {type:"facts", seq, ' +
    'facts:[{key, title, text, page}]} event after the text lists the facts it used (the conversation keeps them on the answer as facts); and always `data: [DONE]` last. A failure after the stream began is {type:"error", seq, message} (the texts above) ' +
    'then `data: [DONE]`; the page appends [流读取错误], and the partial answer is kept in the conversation with status failed. ' +
    'Comment lines (`: keep-alive`) may appear and carry nothing. The answer survives a page refresh: see ai.resume. ' +
    'With no AI_API_KEY the answers come from the offline 本地分析助手, which says so and uses only the product’s own data.',
  role: 'user',
  maxBytes: 16 * 1024,
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
      conversation_id: aiConversationId.optional(),
    })
    .refine((body) => body.deep === undefined || aiModelById(body.ai_id).deep === body.deep, {
      message: m.deepMismatch,
      path: ['deep'],
    }),
  produces: 'application/json',
  response: z.object({
    success: z.literal(true),
    data: z.object({
      message: z.string(),
      reasoning: z.string().nullable(),
      conversation_id: z.uuid(),
      message_id: z.uuid(),
    }),
  }),
}));

/** GET chart/model/stream/{message_id}: pick up an answer being generated after a refresh. */
export const resume = defineEndpoint(() => ({
  id: 'ai.resume',
  method: 'GET',
  path: '/api/v1/chart/model/stream/{message_id}/',
  summary: 'Resume a streamed answer from an offset: replay what came after it, then continue live',
  description:
    `${access} Decision: the server keeps each streamed answer in memory under its message_id while it is generated and for ` +
    '5 minutes after it ends. from is the number of numbered events (seq) the page already holds (0 by default, at most the ' +
    'events so far; larger is 400 续传位置参数错误). The answer is the same text/event-stream as ai.model: the start event again, ' +
    'then every event with seq ≥ from in order, then live events until `data: [DONE]`; a finished answer replays fully and ends ' +
    'with [DONE] at once. Nothing is lost or doubled. Several resumers may follow one answer. When every reader has gone ' +
    'and none comes back within 30 seconds, the server cancels the model request (the partial answer is kept, status failed). ' +
    `An unknown, expired or someone else’s message_id is 404 with 该回答的实时记录不存在或已过期，请重新打开对话查看 (the page then ` +
    'reloads the conversation, which holds the saved answer).',
  role: 'user',
  params: z.strictObject({ message_id: aiMessageId }),
  query: z.strictObject({
    from: z.coerce
      .number({ error: m.offsetInvalid })
      .int(m.offsetInvalid)
      .min(0, m.offsetInvalid)
      .default(0),
  }),
  produces: 'text/event-stream',
  response: z.string(),
}));

/** GET chart/model/conversations: the member's history list. */
export const conversations = defineEndpoint(() => ({
  id: 'ai.conversations',
  method: 'GET',
  path: '/api/v1/chart/model/conversations/',
  summary: 'The member’s last 10 AI conversations, newest first, without their messages',
  description:
    `${access} The history list of the sidebar (spec 3 §9: 10 conversations), the same on every device of the member. ` +
    'Ordered by last activity, newest first. A member without conversations gets { success: true, data: [] }.',
  role: 'user',
  response: z.object({ success: z.literal(true), data: z.array(aiConversationSummary) }),
}));

/** GET chart/model/conversations/{id}: one conversation with its messages. */
export const conversation = defineEndpoint(() => ({
  id: 'ai.conversation',
  method: 'GET',
  path: '/api/v1/chart/model/conversations/{id}/',
  summary: 'One AI conversation with its messages, oldest first',
  description:
    `${access} ${ownership} Messages are oldest first; an answer still being generated has status streaming and the text so far ` +
    '(follow it with ai.resume); a failed one keeps its partial text with status failed and its error.',
  role: 'user',
  params: z.strictObject({ id: aiConversationId }),
  response: z.object({ success: z.literal(true), data: aiConversation }),
}));

/** DELETE chart/model/conversations/{id}: forget a conversation. */
export const deleteConversation = defineEndpoint(() => ({
  id: 'ai.deleteConversation',
  method: 'DELETE',
  path: '/api/v1/chart/model/conversations/{id}/',
  summary: 'Delete one AI conversation and its messages',
  description:
    `${access} ${ownership} Deleting removes the conversation and its messages for good, on every device; an answer still being ` +
    'generated in it is cancelled. Deleting twice is 404 the second time.',
  role: 'user',
  params: z.strictObject({ id: aiConversationId }),
  response: z.object({ success: z.literal(true) }),
}));

/** GET chart/model/conversations/{id}/export: the conversation as a Markdown file. */
export const exportConversation = defineEndpoint(() => ({
  id: 'ai.exportConversation',
  method: 'GET',
  path: '/api/v1/chart/model/conversations/{id}/export/',
  summary: 'One AI conversation as a Markdown document (a download)',
  description:
    `${access} ${ownership} The body is Markdown text (UTF-8, served as text/plain with Content-Disposition: attachment and a ` +
    '.md file name): a title with the model name, 多轮/单轮 and the Beijing time, then each message under 我 or AI with its Beijing time; ' +
    'the deep model’s reasoning is a quoted 思考过程 block before its answer, and an unfinished answer is marked （回答未完成）.',
  role: 'user',
  params: z.strictObject({ id: aiConversationId }),
  produces: 'text/plain',
  response: z.string(),
}));

/** GET chart/model/quota: how many questions are left today. */
export const quota = defineEndpoint(() => ({
  id: 'ai.quota',
  method: 'GET',
  path: '/api/v1/chart/model/quota/',
  summary: 'The member’s AI questions allowed, used and left for the Beijing day',
  description:
    `${access} limit is the member’s tier quota, used the questions counted today (Beijing day), remaining max(0, limit − used), ` +
    'resets_at the next Beijing midnight (ISO-8601 UTC). offline is true when the answers come from the 本地分析助手 (no AI_API_KEY).',
  role: 'user',
  response: z.object({
    success: z.literal(true),
    data: z.object({
      limit: z.number().int().min(0),
      used: z.number().int().min(0),
      remaining: z.number().int().min(0),
      resets_at: z.iso.datetime(),
      offline: z.boolean(),
    }),
  }),
}));
