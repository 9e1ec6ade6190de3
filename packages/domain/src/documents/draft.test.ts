import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.ts';
import { draftErrors, draftOf, emptyDraft, inputOf, keywordsOf } from './draft.ts';

const m = messages.documents;
const groups = [{ id: 11, title: '防骗指南' }];

describe('document drafts', () => {
  it('starts an article in the first group', () => {
    expect(emptyDraft('knowledge', groups).groupId).toBe(11);
    expect(emptyDraft('knowledge', []).groupId).toBeNull();
  });

  it('reads keywords split by either comma or 、', () => {
    expect(keywordsOf('杀猪盘， 虚假平台,空投钓鱼、 ')).toEqual(['杀猪盘', '虚假平台', '空投钓鱼']);
  });

  it('round-trips an article through the form', () => {
    const doc = {
      kind: 'knowledge' as const,
      id: 101,
      title: '识别常见骗局',
      html: '<p>正文</p>',
      state: 'published' as const,
      updated_at: null,
      group_id: 11,
      header_klg: '导语',
      detail: ['杀猪盘', '虚假平台'],
    };
    expect(inputOf(draftOf(doc))).toEqual({
      kind: 'knowledge',
      title: '识别常见骗局',
      html: '<p>正文</p>',
      group_id: 11,
      header_klg: '导语',
      detail: ['杀猪盘', '虚假平台'],
    });
  });

  it('names the contract’s refusals by field', () => {
    expect(draftErrors(emptyDraft('news', groups))).toEqual({
      title: m.titleRequired,
      html: m.bodyRequired,
    });
    expect(draftErrors({ ...emptyDraft('knowledge', []), title: 't', html: '<p>x</p>' })).toEqual({
      groupId: m.groupRequired,
      headerKlg: m.leadRequired,
    });
    expect(
      draftErrors({ ...emptyDraft('news', groups), title: '标题', html: '<p>正文</p>' }),
    ).toEqual({});
  });
});
