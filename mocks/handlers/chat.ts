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
  type GroupMember,
  type JoinRequest,
} from '@coinsight/domain/api';
import {
  checkMessageText,
  historyPageSize,
  maskPhone,
  membersGroup,
  uploadTypeOf,
} from '@coinsight/domain/chat';
import { messages } from '@coinsight/domain/messages';
import type { ChatMessage } from '@coinsight/domain/realtime';
import {
  chatFileUrl,
  chatGroups,
  demoFiles,
  groupHistoryOf,
  groupMembersOf,
  pendingJoinRequests,
  searchableGroups,
} from '../fixtures/chat.ts';
import { demoMember } from '../fixtures/members.ts';
import { fail, mock, notFound, type EndpointMock } from './define.ts';

const m = messages.chat;
const searchLimit = 20;

/** One PNG pixel: the demo picture, its thumbnail and the multipart example. */
const pngPixel = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

interface StoredFile {
  name: string;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const demoFileBytes = (): Map<number, StoredFile> =>
  new Map([
    [demoFiles.image.id, { ...demoFiles.image, bytes: pngPixel }],
    [
      demoFiles.report.id,
      { ...demoFiles.report, bytes: new TextEncoder().encode('%PDF-1.4 demo weekly report') },
    ],
  ]);

/** Pending requests the demo member (owner of the first group) can decide; decided ones disappear. */
let pending: JoinRequest[] = [...pendingJoinRequests];
/** Groups the demo member asked to join. */
const requested = new Set<string>();
/** What the demo member sent this session, per group, after the fixtures' history. */
const sent = new Map<string, ChatMessage[]>();
/** Members removed this session, per group. */
const removed = new Map<string, Set<number>>();
let files = demoFileBytes();
let nextMessageId = 50_000;
let nextFileId = 9_100;

export function resetChatMockState(): void {
  pending = [...pendingJoinRequests];
  requested.clear();
  sent.clear();
  removed.clear();
  files = demoFileBytes();
  nextMessageId = 50_000;
  nextFileId = 9_100;
}

const isMemberOf = (number: string): boolean => chatGroups.some((g) => g.number === number);
const exists = (number: string): boolean => searchableGroups.some((g) => g.number === number);
const historyOf = (number: string): ChatMessage[] => [
  ...groupHistoryOf(number),
  ...(sent.get(number) ?? []),
];
const membersOf = (number: string): GroupMember[] =>
  groupMembersOf(number).filter((member) => !removed.get(number)?.has(member.id));

/** Stores a message from the demo member as the server would answer it. */
function store(number: string, content: Partial<ChatMessage>): { message: ChatMessage } {
  nextMessageId += 1;
  const message: ChatMessage = {
    id: nextMessageId,
    sender: maskPhone(demoMember.username),
    avatar: '',
    sent_at: new Date().toISOString(),
    ...content,
  };
  sent.set(number, [...(sent.get(number) ?? []), message]);
  return { message };
}

const memberGroup = (number: string) => {
  if (!exists(number)) return notFound(m.groupNotFound, 'group_not_found');
  return null;
};

export const mocks: EndpointMock[] = [
  mock(getUserGroups, {}, () => ({ groups: [...chatGroups] })),
  mock(groupMembers, { params: { number: '100001' } }, ({ params }) => {
    return memberGroup(params.number) ?? { members: membersOf(params.number) };
  }),
  mock(groupMessages, { params: { number: '100001' } }, ({ params, query }) => {
    const missing = memberGroup(params.number);
    if (missing) return missing;
    const before = query.before;
    const older = historyOf(params.number).filter(
      (message) => before === undefined || message.id < before,
    );
    return { results: older.slice(-historyPageSize) };
  }),
  mock(sendMessage, { params: { number: '100001' }, body: { text: '今晚注意波动' } }, (call) => {
    const missing = memberGroup(call.params.number);
    if (missing) return missing;
    const checked = checkMessageText(call.body.text);
    if (!checked.ok) return fail(400, checked.reason);
    return store(call.params.number, { text: checked.text });
  }),
  mock(
    uploadFile,
    {
      params: { number: '100001' },
      body: { file: new File([pngPixel], 'chart.png', { type: 'image/png' }) },
    },
    async ({ params, body }) => {
      const missing = memberGroup(params.number);
      if (missing) return missing;
      const type = uploadTypeOf(body.file.name);
      if (!type) return fail(400, m.fileTypeRefused);
      nextFileId += 1;
      const id = nextFileId;
      files.set(id, {
        name: body.file.name,
        contentType: type.contentType,
        bytes: new Uint8Array(await body.file.arrayBuffer()),
      });
      const url = chatFileUrl(id);
      return store(
        params.number,
        type.kind === 'image'
          ? { image: url, thumbnail: `${url}?thumb=1` }
          : { file: true, fileName: body.file.name, fileUrl: url, fileSize: body.file.size },
      );
    },
  ),
  mock(chatFile, { params: { fileId: demoFiles.image.id } }, ({ params, query }) => {
    const file = files.get(params.fileId);
    if (!file) return notFound(m.chatFileNotFound);
    const picture = file.contentType.startsWith('image/');
    const name = encodeURIComponent(file.name);
    return new Response(query.thumb && picture ? pngPixel : file.bytes, {
      headers: {
        'content-type': query.thumb && picture ? 'image/png' : file.contentType,
        'content-disposition': `${picture ? 'inline' : 'attachment'}; filename="file"; filename*=UTF-8''${name}`,
        'x-content-type-options': 'nosniff',
      },
    });
  }),
  mock(markRead, { params: { number: '100001' }, body: { message_id: 1 } }, ({ params }) => {
    return memberGroup(params.number) ?? { unreadCount: 0 };
  }),
  mock(removeMember, { params: { number: '100001', memberId: 2 } }, ({ params }) => {
    if (!membersOf(params.number).some((member) => member.id === params.memberId))
      return notFound(m.memberNotFound);
    removed.set(params.number, new Set([...(removed.get(params.number) ?? []), params.memberId]));
    return { state: 'success' as const };
  }),
  mock(joinRequests, {}, () => ({ results: [...pending] })),
  mock(approveJoinRequest, { body: { request_id: 301 } }, ({ body }) => {
    if (!pending.some((r) => r.id === body.request_id))
      return notFound(m.joinRequestNotFound, 'join_request_not_found');
    pending = pending.filter((r) => r.id !== body.request_id);
    return {
      state: 'success' as const,
      status: body.reject ? ('rejected' as const) : ('accepted' as const),
    };
  }),
  mock(searchGroup, { query: { q: '比特币' } }, ({ query }) => {
    const q = query.q.toLowerCase();
    const matches = searchableGroups.filter(
      (g) => g.number === q || g.name.toLowerCase().includes(q),
    );
    const exactFirst = [...matches].sort((a, b) => Number(b.number === q) - Number(a.number === q));
    return { results: exactFirst.slice(0, searchLimit) };
  }),
  mock(joinGroup, { body: { group_number: '100004' } }, ({ body }) => {
    if (!exists(body.group_number)) return notFound(m.groupNotFound, 'group_not_found');
    if (isMemberOf(body.group_number)) return { state: 'already_member' as const };
    if (body.group_number === membersGroup.number) return { state: 'joined' as const };
    if (requested.has(body.group_number)) return { state: 'already_requested' as const };
    requested.add(body.group_number);
    return { state: 'requested' as const };
  }),
];
