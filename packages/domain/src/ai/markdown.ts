import type { AiConversation } from '../api/ai.ts';
import { messages } from '../messages/index.ts';
import { beijingDateTime } from '../time/beijing.ts';

const m = messages.ai;

/** A quoted block: every line behind `> `, blank lines kept inside the quote. */
function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

/**
 * A conversation as a Markdown document: a title with the model, 多轮/单轮 and the Beijing time,
 * then each message under its speaker and time; reasoning is a quoted 思考过程 block before the
 * answer, and an unfinished answer is marked. The model's text is kept as written (it is Markdown).
 */
export function conversationMarkdown(conversation: AiConversation): string {
  const head = [
    `# ${m.exportTitle}：${conversation.title}`,
    '',
    `- 模型：${conversation.model.name}（${conversation.model.id}）`,
    `- 模式：${conversation.keepHistory ? '多轮' : '单轮'}`,
    `- 时间：${beijingDateTime(conversation.timestamp, 'minute')}（北京时间）`,
  ];
  const body = conversation.messages.flatMap((message) => {
    const speaker = message.role === 'user' ? m.roleUser : m.roleAssistant;
    const lines = ['', `## ${speaker} · ${beijingDateTime(message.timestamp, 'minute')}`, ''];
    if (message.reasoning)
      lines.push(`> **${m.reasoningTitle}**`, '>', quote(message.reasoning), '');
    lines.push(message.content);
    if (message.status !== 'done') lines.push('', m.answerFailedNote);
    return lines;
  });
  return `${[...head, ...body].join('\n')}\n`;
}

/** The download's file name: the title's safe characters and the Beijing date. */
export function conversationFileName(conversation: AiConversation): string {
  const day = beijingDateTime(conversation.timestamp, 'day');
  const title = [...conversation.title.replace(/[\\/:*?"<>|\s…]+/g, '-')]
    .slice(0, 20)
    .join('')
    .replace(/^-+|-+$/g, '');
  return `${m.exportTitle.replace(/\s+/g, '')}-${title || '对话'}-${day}.md`;
}
