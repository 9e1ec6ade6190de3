import type { DraftField } from '@coinsight/domain/documents';
import { messages } from '@coinsight/domain/messages';

const m = messages.documents;

const fieldByText: Readonly<Record<string, DraftField>> = {
  [m.titleRequired]: 'title',
  [m.titleTooLong]: 'title',
  [m.knowledgeTitleTooLong]: 'title',
  [m.bodyRequired]: 'html',
  [m.bodyTooLong]: 'html',
  [m.summaryTooLong]: 'summary',
  [m.groupNotFound]: 'groupId',
  [m.groupRequired]: 'groupId',
  [m.leadRequired]: 'headerKlg',
  [m.leadTooLong]: 'headerKlg',
  [m.keywordsInvalid]: 'keywords',
};

/** The refusal's field, from the server's reason (the contract's texts are one per field). */
export function refusalField(message: string): DraftField | null {
  return Object.entries(fieldByText).find(([text]) => message.includes(text))?.[1] ?? null;
}
