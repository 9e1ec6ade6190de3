import { messages } from '../messages/index.ts';

const m = messages.chat;

/** The longest text message by default (the server's CHAT_MESSAGE_MAX_CHARS may set another). */
export const defaultMessageMaxChars = 2000;

export type TextCheck = { ok: true; text: string } | { ok: false; reason: string };

/**
 * Spec 1 §5: text that is empty or only whitespace is not sent. The text is trimmed, and refused
 * past `maxChars` characters (counted as code points, so one emoji or 汉字 is one character).
 */
export function checkMessageText(raw: string, maxChars = defaultMessageMaxChars): TextCheck {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, reason: m.messageBlank };
  if ([...text].length > maxChars) return { ok: false, reason: m.messageTooLong };
  return { ok: true, text };
}

/** What the group list shows as a group's latest line. */
export function messagePreview(message: {
  text?: string;
  image?: string;
  file?: boolean;
  system?: string;
}): string {
  if (message.image) return '[图片]';
  if (message.file) return '[文件]';
  return message.system ?? message.text ?? '';
}
