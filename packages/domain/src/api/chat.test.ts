import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import {
  approveJoinRequest,
  getUserGroups,
  groupMembers,
  groupMessages,
  joinGroup,
  joinRequests,
  searchGroup,
} from './chat.ts';
import { buildPath } from './endpoint.ts';
import { endpointsByArea } from './index.ts';

const m = messages.chat;

function verdict(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'invalid');
}

describe('chat endpoints match the spec’s call table (VIP members only)', () => {
  const table = [
    [getUserGroups, 'GET', '/api/v1/chat/get_user_groups/'],
    [groupMembers, 'GET', '/api/v1/chat/group/{number}/members'],
    [groupMessages, 'GET', '/api/v1/chat/groups/{number}/messages'],
    [joinRequests, 'GET', '/api/v1/chat/join_requests/'],
    [approveJoinRequest, 'POST', '/api/v1/chat/approve_join_request/'],
    [searchGroup, 'GET', '/api/v1/chat/search_group/'],
    [joinGroup, 'POST', '/api/v1/chat/join_group/'],
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
    expect(joinGroup.response.safeParse({ state: 'success' }).success).toBe(false);
  });
});
