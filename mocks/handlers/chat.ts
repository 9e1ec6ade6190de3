import {
  approveJoinRequest,
  getUserGroups,
  groupMembers,
  groupMessages,
  joinGroup,
  joinRequests,
  searchGroup,
  type JoinRequest,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  chatGroups,
  groupHistoryOf,
  groupMembersOf,
  pendingJoinRequests,
  searchableGroups,
} from '../fixtures/chat.ts';
import { mock, notFound, type EndpointMock } from './define.ts';

const m = messages.chat;
const pageSize = 50;
const searchLimit = 20;

/** Pending requests the demo member (owner of the first group) can decide; decided ones disappear. */
let pending: JoinRequest[] = [...pendingJoinRequests];
/** Groups the demo member asked to join. */
const requested = new Set<string>();

export function resetChatMockState(): void {
  pending = [...pendingJoinRequests];
  requested.clear();
}

const isMemberOf = (number: string): boolean => chatGroups.some((g) => g.number === number);
const exists = (number: string): boolean => searchableGroups.some((g) => g.number === number);

export const mocks: EndpointMock[] = [
  mock(getUserGroups, {}, () => ({ groups: [...chatGroups] })),
  mock(groupMembers, { params: { number: '100001' } }, ({ params }) => {
    if (!exists(params.number)) return notFound(m.groupNotFound, 'group_not_found');
    return { members: groupMembersOf(params.number) };
  }),
  mock(groupMessages, { params: { number: '100001' } }, ({ params, query }) => {
    if (!exists(params.number)) return notFound(m.groupNotFound, 'group_not_found');
    const before = query.before;
    const older = groupHistoryOf(params.number).filter(
      (message) => before === undefined || message.id < before,
    );
    return { results: older.slice(-pageSize) };
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
    if (requested.has(body.group_number)) return { state: 'already_requested' as const };
    requested.add(body.group_number);
    return { state: 'requested' as const };
  }),
];
