import { buildPath, chatFilePath } from '@coinsight/domain/api';
import { maskPhone } from '@coinsight/domain/chat';
import type { ChatMessage } from '@coinsight/domain/realtime';
import type { MessageRow } from './repo.ts';

/** The sender shown for lines the room itself writes. */
export const systemSender = '系统';
/** The sender of a message whose account was deleted. */
const goneSender = '已注销用户';

export function fileUrl(uploadId: number): string {
  return buildPath(chatFilePath, { fileId: uploadId });
}

/** A stored message as the contract's chatMessage: the one place messages are shaped. */
export function messageView(row: MessageRow): ChatMessage {
  const base = {
    id: row.id,
    sender:
      row.kind === 'system'
        ? systemSender
        : row.senderPhone !== null
          ? maskPhone(row.senderPhone)
          : (row.senderAdmin ?? goneSender),
    avatar: '',
    sent_at: row.createdAt.toISOString(),
  };
  switch (row.kind) {
    case 'system':
      return { ...base, system: row.text ?? '' };
    case 'image':
      return row.uploadId === null
        ? { ...base, text: '[图片]' }
        : {
            ...base,
            image: fileUrl(row.uploadId),
            ...(row.hasThumb ? { thumbnail: `${fileUrl(row.uploadId)}?thumb=1` } : {}),
          };
    case 'file':
      return row.uploadId === null
        ? { ...base, text: '[文件]' }
        : {
            ...base,
            file: true,
            fileName: row.fileName ?? '',
            fileUrl: fileUrl(row.uploadId),
            fileSize: row.sizeBytes ?? 0,
          };
    case 'text':
      return { ...base, text: row.text ?? '' };
  }
}
