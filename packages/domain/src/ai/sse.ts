import { aiStreamDone, aiStreamEvent, type AiStreamEvent } from '../api/ai.ts';

/** One server-sent event carrying a stream event: `data: <json>` and a blank line. */
export function sseData(event: AiStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** The last event of every answer stream. */
export const sseDone = `data: ${aiStreamDone}\n\n`;

/** A comment line: keeps proxies from closing an idle stream and carries nothing. */
export const sseKeepAlive = ': keep-alive\n\n';

/** What a reader holds after the chunks so far: the events in order and whether [DONE] came. */
export interface SseReadState {
  events: AiStreamEvent[];
  done: boolean;
}

/**
 * Reads an answer stream chunk by chunk (chunks may split lines anywhere). Comment lines are
 * skipped; a `data:` line that is not an aiStreamEvent is an Error, so a broken stream is noticed.
 */
export class AiStreamReader {
  private buffer = '';
  readonly state: SseReadState = { events: [], done: false };

  /** Feeds text, returns the events it completed. */
  push(chunk: string): AiStreamEvent[] {
    this.buffer += chunk;
    const found: AiStreamEvent[] = [];
    let end = this.buffer.indexOf('\n');
    while (end !== -1) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      end = this.buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === aiStreamDone) {
        this.state.done = true;
        continue;
      }
      const event = aiStreamEvent.parse(JSON.parse(data));
      found.push(event);
      this.state.events.push(event);
    }
    return found;
  }
}

/** Reads a whole stream body at once. */
export function readAiStream(body: string): SseReadState {
  const reader = new AiStreamReader();
  reader.push(body.endsWith('\n') ? body : `${body}\n`);
  return reader.state;
}

/** The answer and reasoning a list of events spells out. */
export function answerOf(events: readonly AiStreamEvent[]): { text: string; reasoning: string } {
  let text = '';
  let reasoning = '';
  for (const event of events) {
    if (event.type === 'delta') text += event.text;
    if (event.type === 'reasoning') reasoning += event.text;
  }
  return { text, reasoning };
}

/** The `from` a reader resumes with: how many numbered events it holds. */
export function resumeOffset(events: readonly AiStreamEvent[]): number {
  return events.filter((event) => event.type !== 'start').length;
}
