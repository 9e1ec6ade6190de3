import { z } from 'zod';
import { newsItem } from './api/news.ts';
import { demoMark } from './api/sources.ts';

export * from './realtimePaths.ts';

/** Spec 1 §4: another login ended this session; the site shows 下线通知 and clears everything. */
export const forceLogout = z.object({
  type: z.literal('force_logout'),
  /** Why, in Chinese, for the alert; the site has its own text when absent. */
  message: z.string().optional(),
});

/** A payment finished: the site goes to /result?out_trade_no=…. */
export const toClient = z.object({
  type: z.literal('to_client'),
  out_trade_no: z.string().min(1),
});

/**
 * Someone asked to join a group this member owns or administers (spec 3 §4); it is appended with
 * status pending. The server always sends group_number (the group the request is for) and
 * created_at; they are optional here only so older pushes still parse.
 */
export const joinRequestNotification = z.object({
  type: z.literal('join_request_notification'),
  id: z.number().int().positive(),
  username: z.string(),
  group_name: z.string(),
  group_number: z.string().optional(),
  created_at: z.string().optional(),
});

/** A manager decided this member's request to join a group: accepted puts the group in their list at once. */
export const joinRequestDecided = z.object({
  type: z.literal('join_request_decided'),
  group_number: z.string(),
  group_name: z.string(),
  status: z.enum(['accepted', 'rejected']),
});

/**
 * One of the member's alerts crossed (issue 17): sent once per crossing to every open tab, which
 * shows a toast. title names the alert (describeAlert), message says what crossed (firedText).
 */
export const alertFired = z.object({
  type: z.literal('alert_fired'),
  id: z.number().int().positive(),
  title: z.string(),
  message: z.string(),
  fired_at: z.iso.datetime(),
});
export type AlertFired = z.infer<typeof alertFired>;

export const notificationMessage = z.discriminatedUnion('type', [
  forceLogout,
  toClient,
  joinRequestNotification,
  joinRequestDecided,
  alertFired,
]);
export type NotificationMessage = z.infer<typeof notificationMessage>;

/**
 * One chat message (spec 1 §3). Text, image and file messages come from members; `system` is a
 * line from the room itself (someone joined, someone was removed). Decision: every message carries
 * an id and an ISO-8601 `sent_at` so history and live messages merge without duplicates (ids grow
 * with time across all groups). `sender` is the masked phone number (maskPhone in
 * @coinsight/domain/chat; the window compares it with the session's own masked name to tell its own
 * messages), or the admin account's name, or 系统 for system lines. An image message has `image`
 * (the full picture) and `thumbnail` (a small WebP); a file message has file: true, fileName,
 * fileUrl and fileSize in bytes. URLs are the chatFile endpoint's, readable by the group's members.
 */
export const chatMessage = z.object({
  id: z.number().int().positive(),
  sender: z.string(),
  avatar: z.string(),
  text: z.string().optional(),
  image: z.string().optional(),
  thumbnail: z.string().optional(),
  file: z.boolean().optional(),
  fileName: z.string().optional(),
  fileUrl: z.string().optional(),
  fileSize: z.number().int().nonnegative().optional(),
  system: z.string().optional(),
  sent_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * Sent once to the subscribing socket alone when it joins a room (only members may): the latest
 * messages (at most historyPageSize), oldest first. Older ones come from groupMessages with before.
 */
export const roomHistory = z.object({
  type: z.literal('history'),
  number: z.string(),
  messages: z.array(chatMessage),
});

/** Every message stored in the group, to every member subscribed to its room, in the order stored. */
export const roomChatMessage = z.object({
  type: z.literal('chat_message'),
  number: z.string(),
  message: chatMessage,
});

export const roomMessage = z.discriminatedUnion('type', [roomHistory, roomChatMessage]);
export type RoomMessage = z.infer<typeof roomMessage>;

/**
 * Members send over HTTP (api/chat.ts sendMessage and uploadFile), not over the room socket: CSRF,
 * validation and the per-member rate limit are then the same as for every other call. The socket
 * refuses requests (plugins/realtime.ts), so a room only ever carries what the server publishes.
 */

/** A live Bitcoin price tick: price as a decimal string in US dollars, `added` in unix seconds (spec 2 §3). */
export const priceTick = z.object({
  type: z.literal('price'),
  price: z.string().regex(/^\d+(\.\d+)?$/),
  added: z.number().int().nonnegative(),
  /** true when the tick comes from the demo walk, not an exchange (issue 34). */
  demo: demoMark,
});
export type PriceTick = z.infer<typeof priceTick>;

/**
 * Newly ingested news (issue 13): each item stored by the feed poll or the ingest command is
 * published once, as the list's card, so open news pages and the home's flash show it without
 * reloading. Public like the list's first page (visitors included); it never carries the body.
 */
export const newsPublished = z.object({
  type: z.literal('news'),
  item: newsItem,
});
export type NewsPublished = z.infer<typeof newsPublished>;
