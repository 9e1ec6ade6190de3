import { aiStreamDone, aiStreamEvent, type AiStreamEvent } from '@coinsight/domain/api';

/** What a reader of an answer stream gets: the contract's events, then `done` at `data: [DONE]`. */
export type AnswerStreamItem = AiStreamEvent | { type: 'done' };

/** The data of one text/event-stream block; comment lines (`: keep-alive`) and other fields carry nothing. */
function dataOf(block: string): string | null {
  const lines = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''));
  return lines.length > 0 ? lines.join('\n') : null;
}

/**
 * Reads an answer's text/event-stream, chunk by chunk as it arrives (a chunk may end mid-event or
 * mid-character), and yields each event parsed by the contract. An event the contract does not
 * know is a broken stream, not something to show.
 */
export async function* readAnswerStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<AnswerStreamItem> {
  const reader = body.getReader();
  // `stream: true` keeps a character split across two chunks whole.
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const data = dataOf(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (data === null) continue;
        if (data === aiStreamDone) {
          yield { type: 'done' };
          return;
        }
        yield aiStreamEvent.parse(JSON.parse(data));
      }
    }
  } finally {
    reader.releaseLock();
  }
}
