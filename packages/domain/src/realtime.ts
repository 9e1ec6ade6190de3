import { z } from 'zod';

/**
 * The websocket side of the contract (Nes subscriptions on the API's port). Paths use hapi's
 * `{name}` syntax for the server; the functions fill them for a client.
 */

/**
 * Nes accepts the upgrade on any path of the server's port; a path of its own lets the dev server
 * proxy the socket without touching page requests or Vite's HMR socket.
 */
export const socketPath = '/nes';
/** The server hands the socket its session (an HttpOnly cookie) here before each connect. */
export const socketAuthPath = '/nes/auth';

export const notificationsSubscription = '/notifications/{username}';
export const roomSubscription = '/chat/rooms/{number}';
export const btcPriceSubscription = '/prices/btc';

export const notificationsPath = (username: string): string =>
  `/notifications/${encodeURIComponent(username)}`;
export const roomPath = (groupNumber: string): string =>
  `/chat/rooms/${encodeURIComponent(groupNumber)}`;

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

/** Someone asked to join a group this member manages; it is appended with status pending. */
export const joinRequestNotification = z.object({
  type: z.literal('join_request_notification'),
  id: z.number().int().positive(),
  username: z.string(),
  group_name: z.string(),
});

export const notificationMessage = z.discriminatedUnion('type', [
  forceLogout,
  toClient,
  joinRequestNotification,
]);
export type NotificationMessage = z.infer<typeof notificationMessage>;

/**
 * One chat message (spec 1 §3). Text, image and file messages come from members; `system` is a
 * line from the room itself (someone joined). Decision: every message carries an id and an
 * ISO-8601 `sent_at` so history and live messages merge without duplicates.
 */
export const chatMessage = z.object({
  id: z.number().int().positive(),
  sender: z.string(),
  avatar: z.string(),
  text: z.string().optional(),
  image: z.string().optional(),
  file: z.boolean().optional(),
  fileName: z.string().optional(),
  fileUrl: z.string().optional(),
  system: z.string().optional(),
  sent_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Sent once on subscribing to a room: the latest messages, oldest first. */
export const roomHistory = z.object({
  type: z.literal('history'),
  number: z.string(),
  messages: z.array(chatMessage),
});

export const roomChatMessage = z.object({
  type: z.literal('chat_message'),
  number: z.string(),
  message: chatMessage,
});

export const roomMessage = z.discriminatedUnion('type', [roomHistory, roomChatMessage]);
export type RoomMessage = z.infer<typeof roomMessage>;

/**
 * What a member sends to a room (Nes `client.request`/`message` payload): `{ number, message: {
 * sender, text, avatar } }`. The server replaces `sender` and `avatar` with the session's own, so a
 * client cannot speak for someone else. Blank text is refused (spec 1 §5).
 */
export const roomSend = z.object({
  number: z.string().min(1),
  message: z.object({
    sender: z.string().optional(),
    avatar: z.string().optional(),
    text: z.string().trim().min(1).max(2000),
  }),
});
export type RoomSend = z.infer<typeof roomSend>;

/** A live Bitcoin price tick: price as a decimal string in US dollars, `added` in unix seconds (spec 2 §3). */
export const priceTick = z.object({
  type: z.literal('price'),
  price: z.string().regex(/^\d+(\.\d+)?$/),
  added: z.number().int().nonnegative(),
});
export type PriceTick = z.infer<typeof priceTick>;
