import {
  aiConversationLimit,
  aiModelById,
  aiStreamDone,
  conversation,
  conversations,
  deleteConversation,
  exportConversation,
  model,
  quota,
  resume,
  type AiChatMessage,
  type AiConversation,
  type AiModelId,
  type AiStreamEvent,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { beijingDateTime } from '@coinsight/domain/time';
import {
  aiAnswers,
  aiReasoning,
  demoAnswerId,
  demoConversations,
  streamPieces,
} from '../fixtures/ai.ts';
import { mock, notFound, type EndpointMock } from './define.ts';

const m = messages.ai;

/** Pause between streamed events by default, so the page's streaming is visible against the mock. */
const defaultPaceMs = 30;
/** The questions a day allows the demo member, for the quota line. */
const demoDailyQuota = 20;

type StartEvent = Extract<AiStreamEvent, { type: 'start' }>;
type NumberedEvent = Exclude<AiStreamEvent, StartEvent>;

/** An answer as the mock streams it: all its events known up front, released one per pace. */
interface AnswerStream {
  start: StartEvent;
  events: NumberedEvent[];
  startedAt: number;
  paceMs: number;
}

let history: AiConversation[] = [];
const streams = new Map<string, AnswerStream>();
let paceMs = defaultPaceMs;
let asked = 0;

const copy = (record: AiConversation): AiConversation => ({
  ...record,
  messages: record.messages.map((message) => ({ ...message })),
});

export function resetAiMockState(): void {
  history = demoConversations.map(copy);
  streams.clear();
  paceMs = defaultPaceMs;
  asked = 0;
  const outlook = history[0]!;
  streams.set(
    demoAnswerId,
    answerStream(outlook.id, outlook.messages[0]!.id, demoAnswerId, 'deepseek-reasoner', 0),
  );
}
resetAiMockState();

/** How long the mock waits between two streamed events (a test slows it down to reload mid-answer). */
export function setAiMockPace(ms: number): void {
  paceMs = ms;
}

function answerStream(
  conversationId: string,
  questionId: string,
  messageId: string,
  aiId: AiModelId,
  pace: number,
): AnswerStream {
  const reasoning = aiReasoning[aiId];
  const pieces: Array<Pick<NumberedEvent, 'type'> & { text: string }> = [
    ...(reasoning
      ? streamPieces(reasoning).map((text) => ({ type: 'reasoning' as const, text }))
      : []),
    ...streamPieces(aiAnswers[aiId]).map((text) => ({ type: 'delta' as const, text })),
  ];
  const events: NumberedEvent[] = pieces.map((piece, seq) => ({ ...piece, seq }) as NumberedEvent);
  events.push({
    type: 'usage',
    seq: events.length,
    prompt_tokens: 120,
    completion_tokens: events.length * 3,
    reasoning_tokens: reasoning ? 40 : null,
  });
  return {
    start: {
      type: 'start',
      conversation_id: conversationId,
      message_id: messageId,
      question_id: questionId,
      ai_id: aiId,
    },
    events,
    startedAt: Date.now(),
    paceMs: pace,
  };
}

/** Events released so far: one per pace since the answer started. */
const released = (stream: AnswerStream): number =>
  stream.paceMs === 0
    ? stream.events.length
    : Math.min(
        stream.events.length,
        Math.floor((Date.now() - stream.startedAt) / stream.paceMs) + 1,
      );

/** A stored answer as a reader sees it now: the text released so far, streaming until the last event. */
function answerNow(message: AiChatMessage): AiChatMessage {
  const stream = streams.get(message.id);
  if (!stream) return message;
  const shown = stream.events.slice(0, released(stream));
  const text = (type: 'reasoning' | 'delta') =>
    shown.map((event) => (event.type === type ? event.text : '')).join('');
  return {
    ...message,
    content: text('delta'),
    reasoning: text('reasoning') || null,
    status: shown.length === stream.events.length ? 'done' : 'streaming',
  };
}

const withAnswersNow = (record: AiConversation): AiConversation => ({
  ...record,
  messages: record.messages.map(answerNow),
});

const encoder = new TextEncoder();
const dataLine = (data: AiStreamEvent | typeof aiStreamDone) =>
  encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

/** The answer as text/event-stream from event `from` on: start, the events as they are released, [DONE]. */
function eventStream(stream: AnswerStream, from: number, signal: AbortSignal): Response {
  let next = from;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (signal.aborted) {
        controller.close();
        return;
      }
      if (!started) {
        started = true;
        controller.enqueue(dataLine(stream.start));
        return;
      }
      const event = stream.events[next];
      if (event === undefined) {
        controller.enqueue(dataLine(aiStreamDone));
        controller.close();
        return;
      }
      const wait = stream.startedAt + next * stream.paceMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next += 1;
      controller.enqueue(dataLine(event));
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

function exportMarkdown(record: AiConversation): string {
  const lines = [
    `# ${m.exportTitle}：${record.title}`,
    '',
    `${record.model.name} · ${record.keepHistory ? '多轮' : '单轮'} · ${beijingDateTime(record.timestamp, 'minute')}`,
  ];
  for (const message of record.messages.map(answerNow)) {
    lines.push(
      '',
      `## ${message.role === 'user' ? m.roleUser : m.roleAssistant}（${beijingDateTime(message.timestamp, 'minute')}）`,
      '',
    );
    if (message.reasoning) lines.push(`> **${m.reasoningTitle}**`, `> ${message.reasoning}`, '');
    lines.push(message.content);
    if (message.status !== 'done') lines.push('', m.answerFailedNote);
  }
  return `${lines.join('\n')}\n`;
}

const find = (id: string) => history.find((record) => record.id === id);

export const mocks: EndpointMock[] = [
  mock(
    model,
    { body: { message: 'MVRV 指标怎么看？', ai_id: 'deepseek-chat' } },
    ({ body, request }) => {
      const now = new Date().toISOString();
      let record = body.conversation_id ? find(body.conversation_id) : undefined;
      if (body.conversation_id && !record) return notFound(m.conversationNotFound);
      if (!record) {
        record = {
          id: crypto.randomUUID(),
          model: aiModelById(body.ai_id),
          keepHistory: body.have_history,
          title: Array.from(body.message).slice(0, 40).join(''),
          messageCount: 0,
          timestamp: now,
          messages: [],
        };
        history = [record, ...history].slice(0, aiConversationLimit);
      }
      asked += 1;
      const question: AiChatMessage = {
        id: crypto.randomUUID(),
        role: 'user',
        content: body.message,
        reasoning: null,
        status: 'done',
        error: null,
        timestamp: now,
      };
      const answerId = crypto.randomUUID();
      const answer: AiChatMessage = {
        id: answerId,
        role: 'assistant',
        content: aiAnswers[body.ai_id],
        reasoning: aiReasoning[body.ai_id],
        status: 'done',
        error: null,
        timestamp: now,
      };
      record.messages.push(question, answer);
      record.messageCount = record.messages.length;
      record.keepHistory = body.have_history;
      record.timestamp = now;
      history = [record, ...history.filter((other) => other !== record)];
      if (!body.stream) {
        return {
          success: true as const,
          data: {
            message: answer.content,
            reasoning: answer.reasoning,
            conversation_id: record.id,
            message_id: answerId,
          },
        };
      }
      const stream = answerStream(record.id, question.id, answerId, body.ai_id, paceMs);
      streams.set(answerId, stream);
      return eventStream(stream, 0, request.signal);
    },
  ),
  mock(
    resume,
    { params: { message_id: demoAnswerId }, query: { from: 0 } },
    ({ params, query, request }) => {
      const stream = streams.get(params.message_id);
      if (!stream) return notFound(m.streamNotFound);
      return eventStream(stream, Math.min(query.from, stream.events.length), request.signal);
    },
  ),
  mock(conversations, {}, () => ({
    success: true as const,
    data: history.map(({ messages: _messages, ...summary }) => summary),
  })),
  mock(conversation, { params: { id: demoConversations[0]!.id } }, ({ params }) => {
    const record = find(params.id);
    if (!record) return notFound(m.conversationNotFound);
    return { success: true as const, data: withAnswersNow(record) };
  }),
  mock(deleteConversation, { params: { id: demoConversations[1]!.id } }, ({ params }) => {
    if (!find(params.id)) return notFound(m.conversationNotFound);
    history = history.filter((record) => record.id !== params.id);
    return { success: true as const };
  }),
  mock(exportConversation, { params: { id: demoConversations[0]!.id } }, ({ params }) => {
    const record = find(params.id);
    if (!record) return notFound(m.conversationNotFound);
    return new Response(exportMarkdown(record), {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'content-disposition': `attachment; filename="coinsight-ai-${record.id}.md"`,
      },
    });
  }),
  mock(quota, {}, () => {
    const midnight = new Date();
    midnight.setUTCHours(16, 0, 0, 0);
    if (midnight.getTime() <= Date.now()) midnight.setUTCDate(midnight.getUTCDate() + 1);
    return {
      success: true as const,
      data: {
        limit: demoDailyQuota,
        used: asked,
        remaining: Math.max(0, demoDailyQuota - asked),
        resets_at: midnight.toISOString(),
        offline: false,
      },
    };
  }),
];
