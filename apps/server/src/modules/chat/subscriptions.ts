import Boom from '@hapi/boom';
import { groupNumber } from '@coinsight/domain/api';
import { isVip } from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import { roomMessage, roomSubscription as roomPathInContract } from '@coinsight/domain/realtime';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { MemberCredentials } from '../../sessions/credentials.ts';
import {
  checkedSocketMember,
  socketMember,
  type SubscriptionDefinition,
} from '../../realtime/subscriptions.ts';
import type { ChatService, RoomAudience } from './service.ts';

export const roomPath = roomPathInContract;

const params = z.object({ number: groupNumber });
const audience = z.object({ memberIds: z.array(z.number()) });

/** Built once per publish (the filter runs once per subscribed socket with the same `internal`). */
const audienceSets = new WeakMap<object, Set<number>>();

function audienceOf(internal: unknown): Set<number> | null {
  if (typeof internal !== 'object' || internal === null) return null;
  let set = audienceSets.get(internal);
  if (!set) {
    const parsed = audience.safeParse(internal);
    if (!parsed.success) return null;
    set = new Set((parsed.data as RoomAudience).memberIds);
    audienceSets.set(internal, set);
  }
  return set;
}

/**
 * One group's room: a VIP member of the group may subscribe (checked against the database when
 * subscribing) and gets the latest page as `history` at once; each publish carries the ids of the
 * group's VIP members at that moment, so a removed member's socket, or one whose VIP has lapsed,
 * receives nothing from the next message on.
 */
export const roomSubscription = (
  memberOfSession: (sessionId: string) => Promise<MemberCredentials | null>,
  chat: ChatService,
  clock: Clock,
): SubscriptionDefinition => ({
  path: roomPath,
  options: {
    onSubscribe: async (socket, path, rawParams) => {
      const member = await socketMember(socket, memberOfSession);
      if (!member)
        throw Boom.unauthorized(
          socket.auth.isAuthenticated
            ? messages.account.sessionEnded
            : messages.account.loginRequired,
        );
      if (!isVip(member.vipExpiry, clock.now()))
        throw Boom.forbidden(messages.membership.vipRequired);
      const parsed = params.safeParse(rawParams);
      if (!parsed.success) throw Boom.notFound(messages.chat.groupNotFound);
      const group = await chat.repo.groupByNumber(parsed.data.number);
      if (!group) throw Boom.notFound(messages.chat.groupNotFound);
      if (!(await chat.repo.membership(group.id, member.id)))
        throw Boom.forbidden(messages.chat.notGroupMember);
      const history = roomMessage.parse({
        type: 'history',
        number: group.number,
        messages: await chat.roomHistory(group),
      });
      await socket.publish(path, history);
    },
    filter: (_path, _message, { socket, internal }) => {
      const member = checkedSocketMember(socket);
      return member !== null && (audienceOf(internal)?.has(member.id) ?? false);
    },
  },
});
