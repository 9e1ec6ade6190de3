import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { chatMessage } from '../realtime.ts';
import { defineEndpoint } from './endpoint.ts';

const m = messages.chat;

/** A group's public number, the key of its room channel. */
export const groupNumber = z
  .string({ error: m.groupNumberInvalid })
  .regex(/^\d{4,12}$/, m.groupNumberInvalid);

const instant = z.iso.datetime();

/** A group in the member's list (spec 1 §3); its messages come from the room channel and groupMessages. */
export const chatGroup = z.object({
  name: z.string(),
  number: z.string(),
  avatar: z.string(),
  lastMessage: z.string(),
  unreadCount: z.number().int().nonnegative(),
});
export type ChatGroup = z.infer<typeof chatGroup>;

export const groupMember = z.object({
  username: z.string(),
  avatar: z.string(),
  is_owner: z.boolean(),
  is_admin: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMember>;

/** A pending request to join a group the session's member manages; status is kept by the client. */
export const joinRequest = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  group_name: z.string(),
  created_at: instant,
});
export type JoinRequest = z.infer<typeof joinRequest>;

export const groupSearchResult = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  avatar: z.string(),
  number: z.string(),
});
export type GroupSearchResult = z.infer<typeof groupSearchResult>;

const vipOnly = 'Chat is for VIP members (spec 1 §6: the members’ group).';

export const getUserGroups = defineEndpoint({
  id: 'chat.getUserGroups',
  method: 'GET',
  path: '/api/v1/chat/get_user_groups/',
  summary: 'The groups the member belongs to, most recently active first',
  description: `${vipOnly} Decision: { groups }, lastMessage is the latest message's text ('' for none, [图片]/[文件] for media).`,
  role: 'vip',
  response: z.object({ groups: z.array(chatGroup) }),
});

export const groupMembers = defineEndpoint({
  id: 'chat.groupMembers',
  method: 'GET',
  path: '/api/v1/chat/group/{number}/members',
  summary: 'Members of one group with their owner/admin badges',
  description:
    `${vipOnly} Decision: only members of the group may read it (403 您不是该群成员; 404 群组不存在). ` +
    'Owner first, then admins, then members. Phone-number user names are masked (138****0000) since every member sees the list.',
  role: 'vip',
  params: z.strictObject({ number: groupNumber }),
  response: z.object({ members: z.array(groupMember) }),
});

export const groupMessages = defineEndpoint({
  id: 'chat.groupMessages',
  method: 'GET',
  path: '/api/v1/chat/groups/{number}/messages',
  summary: 'Message history of one group, oldest first',
  description:
    `${vipOnly} Decision: { results } holds at most 50 messages, oldest first; before (a message id) pages further back. ` +
    'Only members may read (403 您不是该群成员).',
  role: 'vip',
  params: z.strictObject({ number: groupNumber }),
  query: z.strictObject({ before: z.coerce.number().int().positive().optional() }),
  response: z.object({ results: z.array(chatMessage) }),
});

export const joinRequests = defineEndpoint({
  id: 'chat.joinRequests',
  method: 'GET',
  path: '/api/v1/chat/join_requests/',
  summary: 'Pending join requests of the groups the member owns or administers',
  description:
    `${vipOnly} The spec writes the path without a leading slash; it gets one. Decision: only pending requests, for groups where the member ` +
    'is owner or admin, newest last; an ordinary member gets an empty list, not an error.',
  role: 'vip',
  response: z.object({ results: z.array(joinRequest) }),
});

export const approveJoinRequest = defineEndpoint({
  id: 'chat.approveJoinRequest',
  method: 'POST',
  path: '/api/v1/chat/approve_join_request/',
  summary: 'Accept (or, with reject: true, refuse) a join request',
  description:
    `${vipOnly} The spec writes the path without a leading slash; it gets one. Decision: answers { state: "success", status } with the ` +
    'request’s final status; only the group’s owner or admins may decide (403 只有群主和管理员可以处理加群申请); an unknown or already ' +
    'decided request is a 404 加群申请不存在或已处理. An accepted member joins the room at once.',
  role: 'vip',
  body: z.strictObject({
    request_id: z.number({ error: m.joinRequestNotFound }).int().positive(),
    reject: z.literal(true).optional(),
  }),
  response: z.object({ state: z.literal('success'), status: z.enum(['accepted', 'rejected']) }),
});

export const searchGroup = defineEndpoint({
  id: 'chat.searchGroup',
  method: 'GET',
  path: '/api/v1/chat/search_group/',
  summary: 'Find groups by number or name',
  description: `${vipOnly} Decision: the list is { results }, at most 20, exact number matches first; q is trimmed and must not be blank (400 请输入群号或群名称).`,
  role: 'vip',
  query: z.strictObject({
    q: z.string({ error: m.searchBlank }).trim().min(1, m.searchBlank).max(50),
  }),
  response: z.object({ results: z.array(groupSearchResult) }),
});

export const joinGroup = defineEndpoint({
  id: 'chat.joinGroup',
  method: 'POST',
  path: '/api/v1/chat/join_group/',
  summary: 'Ask to join a group',
  description:
    `${vipOnly} Decision: state is "requested" when a request is recorded (the group's managers get join_request_notification), ` +
    '"already_requested" when one is pending, "already_member" when the member is in the group; an unknown group is a 404 群组不存在. ' +
    'The dialog shows 已经成功发送添加请求! whatever the state.',
  role: 'vip',
  body: z.strictObject({ group_number: groupNumber }),
  response: z.object({ state: z.enum(['requested', 'already_requested', 'already_member']) }),
});
