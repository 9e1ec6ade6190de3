import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.ts';
import {
  canDecideJoinRequests,
  canRemoveMember,
  checkMessageText,
  formatFileSize,
  maskPhone,
  messagePreview,
  sortJoinRequests,
  uploadTypeOf,
} from './index.ts';

const m = messages.chat;

describe('join requests', () => {
  it('lists pending requests first, then by id', () => {
    const sorted = sortJoinRequests([
      { id: 5, status: 'accepted' },
      { id: 9, status: 'pending' },
      { id: 2, status: 'rejected' },
      { id: 3, status: 'pending' },
    ] as const);
    expect(sorted.map((r) => r.id)).toEqual([3, 9, 2, 5]);
  });
});

describe('roles', () => {
  it('lets owners and admins decide join requests, nobody else', () => {
    expect(canDecideJoinRequests('owner')).toBe(true);
    expect(canDecideJoinRequests('admin')).toBe(true);
    expect(canDecideJoinRequests('member')).toBe(false);
    expect(canDecideJoinRequests(null)).toBe(false);
  });

  it.each([
    ['owner', 'admin', true],
    ['owner', 'member', true],
    ['owner', 'owner', false],
    ['admin', 'member', true],
    ['admin', 'admin', false],
    ['admin', 'owner', false],
    ['member', 'member', false],
    [null, 'member', false],
  ] as const)('%s removing %s: %s', (actor, target, allowed) => {
    expect(canRemoveMember(actor, target)).toBe(allowed);
  });
});

describe('sending text', () => {
  it('trims, refuses blank text and counts characters, not UTF-16 units', () => {
    expect(checkMessageText('  早上好 ')).toEqual({ ok: true, text: '早上好' });
    expect(checkMessageText(' \n\t ')).toEqual({ ok: false, reason: m.messageBlank });
    expect(checkMessageText('😀'.repeat(5), 5)).toEqual({ ok: true, text: '😀'.repeat(5) });
    expect(checkMessageText('好'.repeat(6), 5)).toEqual({ ok: false, reason: m.messageTooLong });
  });

  it('previews media as [图片] and [文件]', () => {
    expect(messagePreview({ image: '/x' })).toBe('[图片]');
    expect(messagePreview({ file: true })).toBe('[文件]');
    expect(messagePreview({ system: '欢迎' })).toBe('欢迎');
    expect(messagePreview({ text: '你好' })).toBe('你好');
  });
});

describe('uploads', () => {
  it('types a file by its extension from the allow-list only', () => {
    expect(uploadTypeOf('行情截图.PNG')).toMatchObject({ kind: 'image', contentType: 'image/png' });
    expect(uploadTypeOf('周报.pdf')).toMatchObject({ kind: 'file' });
    expect(uploadTypeOf('logo.svg')).toBeNull();
    expect(uploadTypeOf('run.exe')).toBeNull();
    expect(uploadTypeOf('no-extension')).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(3.2 * 1024 * 1024)).toBe('3.2 MB');
  });

  it('masks phone numbers and leaves other names', () => {
    expect(maskPhone('13800000000')).toBe('138****0000');
    expect(maskPhone('admin')).toBe('admin');
  });
});
