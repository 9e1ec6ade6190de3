import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { mocks, resetChatMockState } from './chat.ts';
import { refuse } from './define.ts';

const server = setupServer(...mocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetChatMockState();
});
afterAll(() => server.close());

const origin = 'http://mock.test/api/v1/chat';
const get = async (path: string): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, body: await response.json() };
};
const post = async (path: string, body: unknown): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

describe('chat mocks', () => {
  it('drops a join request once it is approved or rejected, and refuses deciding it twice', async () => {
    const before = (await get('/join_requests/')).body as { results: { id: number }[] };
    expect(before.results.map((r) => r.id)).toEqual([301, 302, 303]);
    expect(before.results.every((r) => 'group_number' in r)).toBe(true);
    expect((await post('/approve_join_request/', { request_id: 301 })).body).toEqual({
      state: 'success',
      status: 'accepted',
    });
    expect((await post('/approve_join_request/', { request_id: 302, reject: true })).body).toEqual({
      state: 'success',
      status: 'rejected',
    });
    const after = (await get('/join_requests/')).body as { results: { id: number }[] };
    expect(after.results.map((r) => r.id)).toEqual([303]);
    const again = await post('/approve_join_request/', { request_id: 301 });
    expect(again.status).toBe(404);
    expect((again.body as { message: string }).message).toBe(messages.chat.joinRequestNotFound);
  });

  it('answers a join request, then a repeated one, and knows its own groups', async () => {
    expect((await post('/join_group/', { group_number: '100005' })).body).toEqual({
      state: 'requested',
    });
    expect((await post('/join_group/', { group_number: '100005' })).body).toEqual({
      state: 'already_requested',
    });
    expect((await post('/join_group/', { group_number: '100001' })).body).toEqual({
      state: 'already_member',
    });
    expect((await post('/join_group/', { group_number: '999999' })).status).toBe(404);
  });

  it('searches by name and by exact number, and refuses a blank query', async () => {
    const byName = (await get(`/search_group/?q=${encodeURIComponent('以太坊')}`)).body as {
      results: { number: string }[];
    };
    expect(byName.results.map((r) => r.number)).toEqual(['100006']);
    const byNumber = (await get('/search_group/?q=100002')).body as { results: { name: string }[] };
    expect(byNumber.results.map((r) => r.name)).toEqual(['链上指标研究组']);
    const blank = await get('/search_group/?q=%20%20');
    expect(blank.status).toBe(400);
    expect((blank.body as { message: string }).message).toBe(
      `query.q: ${messages.chat.searchBlank}`,
    );
  });

  it('lists members with one owner and masked phones, and history oldest first with paging', async () => {
    const { members } = (await get('/group/100001/members')).body as {
      members: { username: string; is_owner: boolean }[];
    };
    expect(members.filter((x) => x.is_owner)).toHaveLength(1);
    expect(members.every((x) => /^\d{3}\*{4}\d{4}$/.test(x.username))).toBe(true);
    const { results } = (await get('/groups/100001/messages')).body as {
      results: { id: number }[];
    };
    const ids = results.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const older = (await get(`/groups/100001/messages?before=${ids[3]}`)).body as {
      results: { id: number }[];
    };
    expect(older.results.map((r) => r.id)).toEqual(ids.slice(0, 3));
  });

  it('stores a sent text trimmed after the history, and refuses a blank one', async () => {
    const answer = await post('/groups/100001/messages', { text: '  今晚 CPI  ' });
    expect(answer.status).toBe(200);
    const { message } = answer.body as { message: { id: number; text: string; sender: string } };
    expect(message).toMatchObject({ text: '今晚 CPI', sender: '138****0000' });
    const { results } = (await get('/groups/100001/messages')).body as {
      results: { id: number }[];
    };
    expect(results.at(-1)?.id).toBe(message.id);
    const blank = await post('/groups/100001/messages', { text: '   ' });
    expect(blank.status).toBe(400);
    expect((blank.body as { message: string }).message).toBe(messages.chat.messageBlank);
  });

  it('turns an upload into an image or a file message served back with its type, and refuses other types', async () => {
    const upload = async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const response = await fetch(`${origin}/groups/100001/uploads`, {
        method: 'POST',
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const picture = await upload(
      new File([new Uint8Array([137, 80])], '行情.png', { type: 'image/png' }),
    );
    expect(picture.status).toBe(200);
    const image = picture.body['message'] as { image: string; thumbnail: string };
    expect(image.image).toMatch(/^\/api\/v1\/chat\/files\/\d+$/);
    expect(image.thumbnail).toBe(`${image.image}?thumb=1`);
    const served = await fetch(`http://mock.test${image.image}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);

    const doc = await upload(new File(['hello'], '周报.pdf', { type: 'application/pdf' }));
    const file = doc.body['message'] as { fileName: string; fileSize: number; fileUrl: string };
    expect(file).toMatchObject({ fileName: '周报.pdf', fileSize: 5 });
    const attachment = await fetch(`http://mock.test${file.fileUrl}`);
    expect(attachment.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('周报.pdf')}`,
    );
    expect(await attachment.text()).toBe('hello');

    const script = await upload(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(script.status).toBe(400);
    expect((script.body as { message: string }).message).toBe(messages.chat.fileTypeRefused);
  });

  it('removes a member from the list and refuses removing them twice', async () => {
    const members = async () =>
      ((await get('/group/100001/members')).body as { members: { id: number }[] }).members.map(
        (x) => x.id,
      );
    const before = await members();
    const response = await fetch(`${origin}/group/100001/members/${before[1]}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(200);
    expect(await members()).toEqual(before.filter((id) => id !== before[1]));
    const again = await fetch(`${origin}/group/100001/members/${before[1]}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('marks a group read', async () => {
    expect((await post('/groups/100001/read', { message_id: 12 })).body).toEqual({
      unreadCount: 0,
    });
  });

  it('refuses, once a test adds it, a group the member is not in with 403', async () => {
    server.use(refuse(groupMembers, 403, messages.chat.notGroupMember, 'not_group_member'));
    expect(await get('/group/100004/members')).toEqual({
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        message: messages.chat.notGroupMember,
        code: 'not_group_member',
      },
    });
  });
});
