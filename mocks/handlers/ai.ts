import { aiStreamDone, model, type AiStreamEvent } from '@coinsight/domain/api';
import { aiAnswers, streamPieces } from '../fixtures/ai.ts';
import { mock, type EndpointMock } from './define.ts';

/** Pause between streamed pieces, so the page's typing effect is visible against the mock. */
const pieceDelayMs = 30;

function eventStream(pieces: readonly string[], signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  const line = (data: AiStreamEvent | typeof aiStreamDone) =>
    encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (signal.aborted) {
        controller.close();
        return;
      }
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, pieceDelayMs));
      const piece = pieces[index];
      index += 1;
      if (piece === undefined) {
        controller.enqueue(line(aiStreamDone));
        controller.close();
        return;
      }
      controller.enqueue(line({ delta: piece }));
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

export const mocks: EndpointMock[] = [
  mock(
    model,
    { body: { message: 'MVRV 指标怎么看？', ai_id: 'deepseek-chat' } },
    ({ body, request }) => {
      const answer = aiAnswers[body.ai_id];
      if (body.stream) return eventStream(streamPieces(answer), request.signal);
      return { success: true as const, data: { message: answer } };
    },
  ),
];
