import { createUploadStorage, type UploadStorage } from '../../providers/storage/index.ts';
import { accountAreaName } from '../account/plugin.ts';
import { areaName, routeArea, servicesOf, subscribeArea, type Area } from '../area.ts';
import { paymentsAreaName } from '../payments/plugin.ts';
import { chatRoutes } from './routes.ts';
import { ChatService } from './service.ts';
import { roomSubscription } from './subscriptions.ts';

export const chatAreaName = areaName<ChatServices>('coinsight-chat');

export interface ChatServices {
  /** Groups, members, messages, join requests and uploads, with their role rules. */
  chat: ChatService;
  /** Where chat images and files are kept (UPLOAD_STORAGE). */
  uploads: UploadStorage;
}

const minute = 60_000;

/**
 * The members' group chat: groups, roles, join requests, rooms and uploads (issue 16). A paid
 * membership joins the members' group through the payments area's onPaid hook, one made by an
 * invite code through the registration's onInviteVip.
 */
export const chatArea: Area = {
  name: chatAreaName,
  dependencies: [accountAreaName, paymentsAreaName],
  register(server, options) {
    const { config, db, bus, clock, limits, logger } = server.app.core;
    const { account, registration } = servicesOf(server, accountAreaName);
    const { payments } = servicesOf(server, paymentsAreaName);
    const uploads = createUploadStorage(config.uploads);
    const chat = new ChatService(
      db,
      bus,
      clock,
      uploads,
      limits.rate('chat-sends', config.chat.messagesPerMinute, minute),
      { ...config.chat, uploadMaxBytes: config.uploads.maxBytes },
      logger,
    );
    payments.onPaid((payer) => chat.joinMembersGroup(payer.id, payer.phone));
    registration.onInviteVip((member) => chat.joinMembersGroup(member.id, member.phone));
    routeArea(server, chatRoutes, { chat }, options);
    subscribeArea(server, [roomSubscription((id) => account.memberOfSession(id), chat, clock)]);
    server.expose('services', { chat, uploads } satisfies ChatServices);
  },
};
