import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import {
  approveJoinRequest,
  chatFile,
  getUserGroups,
  groupMembers,
  groupMessages,
  joinGroup,
  joinRequests,
  markRead,
  removeMember,
  searchGroup,
  sendMessage,
  uploadFile,
} from './chat.ts';
import { buildPath } from './endpoint.ts';
import { endpointsByArea } from './index.ts';

const m = messages.chat;

function verdict(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'invalid');
}

describe('chat endpoints: the spec’s seven calls and issue 16’s additions (VIP members only)', () => {
  const table = [
    [getUserGroups, 'GET', '/api/v1/chat/get_user_groups/'],
    [groupMembers, 'GET', '/api/v1/chat/group/{number}/members'],
    [groupMessages, 'GET', '/api/v1/chat/groups/{number}/messages'],
    [joinRequests, 'GET', '/api/v1/chat/join_requests/'],
    [approveJoinRequest, 'POST', '/api/v1/chat/approve_join_request/'],
    [searchGroup, 'GET', '/api/v1/chat/search_group/'],
    [joinGroup, 'POST', '/api/v1/chat/join_group/'],
    [sendMessage, 'POST', '/api/v1/chat/groups/{number}/messages'],
    [uploadFile, 'POST', '/api/v1/chat/groups/{number}/uploads'],
    [chatFile, 'GET', '/api/v1/chat/files/{fileId}'],
    [markRead, 'POST', '/api/v1/chat/groups/{number}/read'],
    [removeMember, 'DELETE', '/api/v1/chat/group/{number}/members/{memberId}'],
  ] as const;

  it.each(table.map(([e, method, path]) => ({ id: e.id, e, method, path })))(
    '$id is $method $path',
    ({ e, method, path }) => {
      expect(e.method).toBe(method);
      expect(e.path).toBe(path);
      expect(e.role).toBe('vip');
      expect(e.csrf).toBe(method !== 'GET');
    },
  );

  it('registers exactly these endpoints in the chat area', () => {
    expect(endpointsByArea.chat.map((e) => e.id).sort()).toEqual(table.map(([e]) => e.id).sort());
  });

  it('fills the group number into the member and message paths', () => {
    expect(buildPath(groupMembers.path, { number: '100001' })).toBe(
      '/api/v1/chat/group/100001/members',
    );
    expect(buildPath(groupMessages.path, { number: '100001' })).toBe(
      '/api/v1/chat/groups/100001/messages',
    );
  });
});

describe('chat inputs', () => {
  it.each([
    ['members: a number', groupMembers.params, { number: '100001' }, 'ok'],
    ['members: letters', groupMembers.params, { number: 'abc' }, m.groupNumberInvalid],
    ['messages: no paging', groupMessages.query, {}, 'ok'],
    ['messages: before an id', groupMessages.query, { before: '1005' }, 'ok'],
    ['approve: accept', approveJoinRequest.body, { request_id: 301 }, 'ok'],
    ['approve: reject', approveJoinRequest.body, { request_id: 301, reject: true }, 'ok'],
    [
      'approve: reject false is not a form',
      approveJoinRequest.body,
      { request_id: 301, reject: false },
      'refused',
    ],
    ['approve: no id', approveJoinRequest.body, {}, m.joinRequestNotFound],
    ['search: a name', searchGroup.query, { q: '比特币' }, 'ok'],
    ['search: empty', searchGroup.query, { q: '' }, m.searchBlank],
    ['search: blank', searchGroup.query, { q: '   ' }, m.searchBlank],
    ['search: missing', searchGroup.query, {}, m.searchBlank],
    ['join: a number', joinGroup.body, { group_number: '100004' }, 'ok'],
    ['join: missing', joinGroup.body, {}, m.groupNumberInvalid],
    ['join: as a number', joinGroup.body, { group_number: 100004 }, m.groupNumberInvalid],
    ['send: text', sendMessage.body, { text: '早上好' }, 'ok'],
    ['send: no text', sendMessage.body, {}, m.messageBlank],
    [
      'send: a sender is not the client’s to say',
      sendMessage.body,
      { text: 'a', sender: 'x' },
      'refused',
    ],
    ['read: an id', markRead.body, { message_id: 12 }, 'ok'],
    ['read: no id', markRead.body, {}, m.messageIdInvalid],
    ['messages: before letters', groupMessages.query, { before: 'x' }, m.messageIdInvalid],
    ['file: an id', chatFile.params, { fileId: '7' }, 'ok'],
    ['file: thumbnail', chatFile.query, { thumb: '1' }, 'ok'],
    ['remove: a member id', removeMember.params, { number: '100001', memberId: '9' }, 'ok'],
  ] as const)('%s', (_, schema, input, expected) => {
    const result = verdict(schema, input);
    if (expected === 'refused') expect(result).not.toBe('ok');
    else expect(result).toBe(expected);
  });

  it('trims the search text', () => {
    expect(searchGroup.query.parse({ q: '  链上 ' }).q).toBe('链上');
  });
});

describe('chat responses', () => {
  it('reads message history with the realtime chat message shape', () => {
    const body = {
      results: [
        {
          id: 1,
          sender: '系统',
          avatar: '',
          system: '欢迎加入本群',
          sent_at: '2026-11-21T08:00:00.000Z',
        },
        {
          id: 2,
          sender: '139****5678',
          avatar: '/a.png',
          text: '早',
          sent_at: '2026-11-21T08:07:00.000Z',
        },
      ],
    };
    expect(groupMessages.response.safeParse(body).success).toBe(true);
    expect(
      groupMessages.response.safeParse({ results: [{ id: 3, text: '缺少发送者' }] }).success,
    ).toBe(false);
  });

  it('answers join with one of its states', () => {
    expect(joinGroup.response.safeParse({ state: 'requested' }).success).toBe(true);
    expect(joinGroup.response.safeParse({ state: 'joined' }).success).toBe(true);
    expect(joinGroup.response.safeParse({ state: 'success' }).success).toBe(false);
  });
});

describe('chat uploads', () => {
  it('is multipart with a file part and a body limit above any configured one', () => {
    expect(uploadFile.consumes).toBe('multipart/form-data');
    expect(uploadFile.maxBytes).toBeGreaterThan(100 * 1024 * 1024);
    const file = new File([new Uint8Array([1, 2, 3])], '周报.pdf', { type: 'application/pdf' });
    expect(verdict(uploadFile.body, { file })).toBe('ok');
    expect(verdict(uploadFile.body, {})).toBe(m.chooseFile);
    expect(verdict(uploadFile.body, { file: new File([], 'empty.txt') })).toBe(m.chooseFile);
  });
});
