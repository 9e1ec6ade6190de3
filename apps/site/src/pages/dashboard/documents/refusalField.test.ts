import { messages } from '@coinsight/domain/messages';
import { describe, expect, it } from 'vitest';
import { refusalField } from './refusalField.ts';

const m = messages.documents;

describe('refusalField', () => {
  it.each([
    [m.titleRequired, 'title'],
    [m.knowledgeTitleTooLong, 'title'],
    [m.bodyTooLong, 'html'],
    [m.summaryTooLong, 'summary'],
    [m.groupRequired, 'groupId'],
    [m.leadRequired, 'headerKlg'],
    [m.keywordsInvalid, 'keywords'],
  ] as const)('puts 「%s」 under the field %s', (message, field) => {
    expect(refusalField(message)).toBe(field);
  });

  it('finds the field in a reason that says more around the contract’s text', () => {
    expect(refusalField(`保存失败：${m.titleTooLong}`)).toBe('title');
  });

  it('leaves a reason about no field to the notice alone', () => {
    expect(refusalField(m.saveFailed)).toBeNull();
  });
});
