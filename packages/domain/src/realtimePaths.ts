/**
 * The websocket side of the contract (Nes subscriptions on the API's port): its addresses. Paths
 * use hapi's `{name}` syntax for the server; the functions fill them for a client. The messages'
 * schemas are in realtime.ts, which re-exports these: the site's first load opens the socket with
 * these alone, and building every message schema as it loaded was a large part of its script time.
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

/** Newly ingested news (issue 13), published once each as the list's card (realtime.ts newsPublished). */
export const newsSubscription = '/news/latest';
