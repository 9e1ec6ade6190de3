import Boom from '@hapi/boom';
import { notificationsSubscription } from '@coinsight/domain/realtime';
import { messages } from '@coinsight/domain/messages';
import { z } from 'zod';
import type { MemberCredentials } from '../../sessions/credentials.ts';
import {
  checkedSocketMember,
  socketMember,
  type SubscriptionDefinition,
} from '../../realtime/subscriptions.ts';

export const notificationsPath = notificationsSubscription;

const params = z.object({ username: z.string() });

/** Narrows a notification to some of the member's sessions (force_logout reaches only the old ones). */
export const notificationTarget = z.object({
  onlySessions: z.array(z.string()).optional(),
  exceptSessions: z.array(z.string()).optional(),
});
export type NotificationTarget = z.infer<typeof notificationTarget>;

/**
 * A member's own notifications (force_logout, to_client, join_request_notification): only a socket
 * of that member, whose session is still open, may subscribe.
 */
export const notificationSubscription = (
  memberOfSession: (sessionId: string) => Promise<MemberCredentials | null>,
): SubscriptionDefinition => ({
  path: notificationsPath,
  options: {
    onSubscribe: async (socket, _path, rawParams) => {
      const member = await socketMember(socket, memberOfSession);
      if (!member)
        throw Boom.unauthorized(
          socket.auth.isAuthenticated
            ? messages.account.sessionEnded
            : messages.account.loginRequired,
        );
      const { username } = params.parse(rawParams);
      if (member.username !== username) throw Boom.forbidden(messages.account.forbidden);
    },
    filter: (_path, _message, { socket, params: rawParams, internal }) => {
      const member = checkedSocketMember(socket);
      const target = params.safeParse(rawParams);
      if (!member || !target.success || member.username !== target.data.username) return false;
      const narrowed = notificationTarget.safeParse(internal ?? {});
      if (!narrowed.success) return false;
      const { onlySessions, exceptSessions } = narrowed.data;
      if (onlySessions && !onlySessions.includes(member.sessionId)) return false;
      if (exceptSessions?.includes(member.sessionId)) return false;
      return true;
    },
  },
});
