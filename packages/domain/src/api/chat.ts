import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { chatRoles, historyPageSize } from '../chat/index.ts';
import { chatMessage } from '../realtime.ts';
import { defineEndpoint } from './endpoint.ts';

const m = messages.chat;

/** A group's public number, the key of its room channel. */
export const groupNumber = z
  .string({ error: m.groupNumberInvalid })
  .regex(/^\d{4,12}$/, m.groupNumberInvalid);

const instant = z.iso.datetime();

/**
 * A group in the member's list (spec 1 §3); its messages come from the room channel and
 * groupMessages. Decision: `avatar` is an image URL or '' (the window then draws the name's first
 * character); `role` is the session member's own place in the group, so the window knows whether to
 * offer the join requests and member removal; unreadCount counts others' messages after the member's
 * last read one (markRead).
 */
export const chatGroup = z.object({
  name: z.string(),
  number: z.string(),
  avatar: z.string(),
  lastMessage: z.string(),
  unreadCount: z.number().int().nonnegative(),
  role: z.enum(chatRoles),
});
export type ChatGroup = z.infer<typeof chatGroup>;

/**
 * One member of a group. `id` is the membership's id (what removeMember takes), not the account's;
 * 0 for the product's admin account as owner of the members' group, who cannot be removed.
 */
export const groupMember = z.object({
  id: z.number().int().nonnegative(),
  username: z.string(),
  avatar: z.string(),
  is_owner: z.boolean(),
  is_admin: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMember>;

/**
 * A pending request to join a group the session's member manages. The server decides it
 * (approveJoinRequest); the list shows the status the decision answered with.
 */
export const joinRequest = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  group_name: z.string(),
  group_number: z.string(),
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

export const getUserGroups = defineEndpoint(() => ({
  id: 'chat.getUserGroups',
  method: 'GET',
  path: '/api/v1/chat/get_user_groups/',
  summary: 'The groups the member belongs to, most recently active first',
  description: `${vipOnly} Decision: { groups }, lastMessage is the latest message's text ('' for none, [图片]/[文件] for media).`,
  role: 'vip',
  response: z.object({ groups: z.array(chatGroup) }),
}));

export const groupMembers = defineEndpoint(() => ({
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
}));

export const groupMessages = defineEndpoint(() => ({
  id: 'chat.groupMessages',
  method: 'GET',
  path: '/api/v1/chat/groups/{number}/messages',
  summary: 'Message history of one group, oldest first',
  description:
    `${vipOnly} Decision: { results } holds at most ${historyPageSize} messages, oldest first; before (a message id) pages further back ` +
    '(the messages with smaller ids); an empty page means the start of the history. Only members may read (403 您不是该群成员; ' +
    '404 群组不存在). Reading does not mark anything read: markRead does.',
  role: 'vip',
  params: z.strictObject({ number: groupNumber }),
  query: z.strictObject({
    before: z.coerce.number({ error: m.messageIdInvalid }).int().positive().optional(),
  }),
  response: z.object({ results: z.array(chatMessage) }),
}));

export const joinRequests = defineEndpoint(() => ({
  id: 'chat.joinRequests',
  method: 'GET',
  path: '/api/v1/chat/join_requests/',
  summary: 'Pending join requests of the groups the member owns or administers',
  description:
    `${vipOnly} The spec writes the path without a leading slash; it gets one. Decision: only pending requests, for groups where the member ` +
    'is owner or admin, oldest first (by id); an ordinary member gets an empty list, not an error. New ones arrive live as ' +
    'join_request_notification on the member’s notification channel.',
  role: 'vip',
  response: z.object({ results: z.array(joinRequest) }),
}));

export const approveJoinRequest = defineEndpoint(() => ({
  id: 'chat.approveJoinRequest',
  method: 'POST',
  path: '/api/v1/chat/approve_join_request/',
  summary: 'Accept (or, with reject: true, refuse) a join request',
  description:
    `${vipOnly} The spec writes the path without a leading slash; it gets one. Decision: answers { state: "success", status } with the ` +
    'request’s final status; only the group’s owner or admins may decide (403 只有群主和管理员可以处理加群申请); an unknown or already ' +
    'decided request is a 404 加群申请不存在或已处理. An accepted member joins the group at once (a system line ' +
    'announces it in the room), and may subscribe to the room from then on.',
  role: 'vip',
  body: z.strictObject({
    request_id: z.number({ error: m.joinRequestNotFound }).int().positive(),
    reject: z.literal(true).optional(),
  }),
  response: z.object({ state: z.literal('success'), status: z.enum(['accepted', 'rejected']) }),
}));

export const searchGroup = defineEndpoint(() => ({
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
}));

export const joinGroup = defineEndpoint(() => ({
  id: 'chat.joinGroup',
  method: 'POST',
  path: '/api/v1/chat/join_group/',
  summary: 'Ask to join a group',
  description:
    `${vipOnly} Decision: state is "requested" when a request is recorded (the group's managers get join_request_notification), ` +
    '"already_requested" when one is pending, "already_member" when the member is in the group, "joined" for the members’ group ' +
    '(membersGroup: every VIP belongs there, so no one has to approve); an unknown group is a 404 群组不存在. ' +
    'The dialog shows 已经成功发送添加请求! whatever the state.',
  role: 'vip',
  body: z.strictObject({ group_number: groupNumber }),
  response: z.object({
    state: z.enum(['requested', 'already_requested', 'already_member', 'joined']),
  }),
}));

/** The message the server stored and published to the room. */
const sentMessage = z.object({ message: chatMessage });

export const sendMessage = defineEndpoint(() => ({
  id: 'chat.sendMessage',
  method: 'POST',
  path: '/api/v1/chat/groups/{number}/messages',
  summary: 'Send a text message to a group',
  description:
    `${vipOnly} Decision (issue 16): text is sent over HTTP, not the socket, so CSRF, validation and the rate limit are ` +
    'the same as every other call. The text is trimmed; blank is a 400 消息不能为空, longer than CHAT_MESSAGE_MAX_CHARS (2000 by ' +
    'default, counted in characters) a 400 消息过长，请精简后再发送; past CHAT_RATE_LIMIT messages and uploads per member per ' +
    'minute a 429 发送过于频繁，请稍后再试 with Retry-After. Only members may send (403 您不是该群成员). The answer is the stored ' +
    'message; every subscriber of the room (the sender’s other tabs included) gets it as chat_message.',
  role: 'vip',
  params: z.strictObject({ number: groupNumber }),
  body: z.strictObject({ text: z.string({ error: m.messageBlank }) }),
  response: sentMessage,
}));

/** Whatever the configured limit, hapi refuses a body past this outright; the configured limit answers 413 below it. */
export const uploadBodyMaxBytes = 100 * 1024 * 1024 + 64 * 1024;

export const uploadFile = defineEndpoint(() => ({
  id: 'chat.uploadFile',
  method: 'POST',
  path: '/api/v1/chat/groups/{number}/uploads',
  summary: 'Send an image or a file to a group (multipart/form-data)',
  description:
    `${vipOnly} multipart/form-data with one part, file. The file name's extension must be on the allow-list (uploadTypes: ` +
    'png, jpg, gif, webp pictures; pdf, txt, csv, zip and Office documents), else a 400 不支持该文件类型; a picture must also ' +
    'decode as one (400 图片无法识别，请换一张). Larger than UPLOAD_MAX_MB (10 MB by default): 413 文件过大 with the limit in the ' +
    'message. A missing or empty file: 400 请选择要发送的图片或文件. Pictures become image messages (image: the full picture URL, ' +
    'thumbnail: a small WebP at most 320 px wide), everything else file messages (fileName, fileUrl, fileSize). Counted against ' +
    'the same per-member rate limit as text. The answer is the stored message, also published to the room.',
  role: 'vip',
  consumes: 'multipart/form-data',
  maxBytes: uploadBodyMaxBytes,
  params: z.strictObject({ number: groupNumber }),
  body: z.strictObject({ file: z.file({ error: m.chooseFile }).min(1, m.chooseFile) }),
  response: sentMessage,
}));

/** Where a stored chat file is served; the URLs in messages are this path filled in. */
export const chatFilePath = '/api/v1/chat/files/{fileId}';

export const chatFile = defineEndpoint(() => ({
  id: 'chat.file',
  method: 'GET',
  path: chatFilePath,
  summary: 'A stored chat image or file (members of its group only)',
  description:
    `${vipOnly} Answers the bytes with the type stored at upload (never the type the uploader’s browser claimed), ` +
    'X-Content-Type-Options: nosniff, Cache-Control private, and Content-Disposition: inline for pictures, attachment for ' +
    'files, with the original name as RFC 5987 filename* (UTF-8, so Chinese names survive) beside an ASCII fallback. ' +
    '?thumb=1 answers a picture’s WebP thumbnail. Only members of the file’s group may fetch it (403 您不是该群成员); an ' +
    'unknown id is a 404 文件不存在.',
  role: 'vip',
  produces: 'application/octet-stream',
  params: z.strictObject({
    fileId: z.coerce.number({ error: m.chatFileNotFound }).int().positive(),
  }),
  query: z.strictObject({ thumb: z.literal('1').optional() }),
  response: z.instanceof(Uint8Array),
}));

export const markRead = defineEndpoint(() => ({
  id: 'chat.markRead',
  method: 'POST',
  path: '/api/v1/chat/groups/{number}/read',
  summary: 'Mark a group read up to a message',
  description:
    `${vipOnly} Decision: the window calls this for the selected group when its newest message is shown; the member’s ` +
    'last-read message id only moves forward (an older id changes nothing). Answers the group’s unreadCount after it. ' +
    'Only members (403 您不是该群成员).',
  role: 'vip',
  params: z.strictObject({ number: groupNumber }),
  body: z.strictObject({
    message_id: z.number({ error: m.messageIdInvalid }).int().positive(),
  }),
  response: z.object({ unreadCount: z.number().int().nonnegative() }),
}));

export const removeMember = defineEndpoint(() => ({
  id: 'chat.removeMember',
  method: 'DELETE',
  path: '/api/v1/chat/group/{number}/members/{memberId}',
  summary: 'Remove a member from a group (owner or admin)',
  description:
    `${vipOnly} Decision: the owner may remove admins and members, an admin only ordinary members, nobody the owner ` +
    '(403 您没有权限移除该成员); memberId is groupMember.id (404 该成员不在群中). The removed member stops receiving the ' +
    'room at once (the next message already skips them) and the room gets a system line.',
  role: 'vip',
  params: z.strictObject({
    number: groupNumber,
    memberId: z.coerce.number({ error: m.memberNotFound }).int().positive(),
  }),
  response: z.object({ state: z.literal('success') }),
}));
