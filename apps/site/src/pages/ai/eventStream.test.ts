import { describe, expect, it } from 'vitest';
import { readAnswerStream, type AnswerStreamItem } from './eventStream.ts';

const start = {
  type: 'start',
  conversation_id: '6f1c2b9e-4d3a-4f8e-9a61-0c2d3e4f5a61',
  message_id: '7a2d3c4b-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  question_id: '7a2d3c4b-5e6f-4a7b-8c9d-0e1f2a3b4c01',
  ai_id: 'deepseek-chat',
} as const;

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<AnswerStreamItem[]> {
  const items: AnswerStreamItem[] = [];
  for await (const item of readAnswerStream(body)) items.push(item);
  return items;
}

describe('readAnswerStream', () => {
  it('reads events split anywhere across chunks, even inside a character', async () => {
    const text = `data: ${JSON.stringify(start)}\n\ndata: {"type":"delta","seq":0,"text":"比特币"}\n\ndata: [DONE]\n\n`;
    const bytes = new TextEncoder().encode(text);
    const cut = bytes.indexOf(0xe6) + 1; // inside 比's three bytes
    const items = await collect(
      streamOf([bytes.slice(0, 10), bytes.slice(10, cut), bytes.slice(cut)]),
    );
    expect(items).toEqual([start, { type: 'delta', seq: 0, text: '比特币' }, { type: 'done' }]);
  });

  it('skips keep-alive comments and reads CRLF line ends', async () => {
    const items = await collect(
      streamOf([
        ': keep-alive\r\n\r\n',
        'data: {"type":"reasoning","seq":0,"text":"先看"}\r\n\r\n',
      ]),
    );
    expect(items).toEqual([{ type: 'reasoning', seq: 0, text: '先看' }]);
  });

  it('stops at [DONE] and ignores what follows', async () => {
    const items = await collect(
      streamOf(['data: [DONE]\n\ndata: {"type":"delta","seq":9,"text":"x"}\n\n']),
    );
    expect(items).toEqual([{ type: 'done' }]);
  });

  it('passes the error event on', async () => {
    const items = await collect(
      streamOf(['data: {"type":"error","seq":3,"message":"AI 服务繁忙，请稍后再试"}\n\n']),
    );
    expect(items).toEqual([{ type: 'error', seq: 3, message: 'AI 服务繁忙，请稍后再试' }]);
  });

  it('fails on an event the contract does not know', async () => {
    await expect(collect(streamOf(['data: {"delta":"旧格式"}\n\n']))).rejects.toThrow();
  });
});
