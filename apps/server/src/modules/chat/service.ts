import type { ChatGroup, GroupMember, GroupSearchResult, JoinRequest } from '@coinsight/domain/api';
import {
  canDecideJoinRequests,
  canRemoveMember,
  checkMessageText,
  type ChatRole,
  historyPageSize,
  maskPhone,
  membersGroup,
  messagePreview,
} from '@coinsight/domain/chat';
import { messages } from '@coinsight/domain/messages';
import type { ChatMessage } from '@coinsight/domain/realtime';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { ChatSettings } from '../../config.ts';
import type { Db } from '../../db/knex.ts';
import { DomainError } from '../../domainError.ts';
import { tooManyRequests } from '../../limits/rateLimit.ts';
import type { MemberCredentials } from '../../sessions/credentials.ts';
import type { RateLimit } from '../../limits/rateLimit.ts';
import type { UploadStorage } from '../../providers/storage/index.ts';
import type { Bus } from '../../realtime/bus.ts';
import { ChatRepo, type GroupRow, type MembershipRow, type MessageKind } from './repo.ts';
import { prepareUpload, storageKey } from './uploads.ts';
import { messageView } from './view.ts';

const m = messages.chat;

/** At most this many groups answer a search. */
export const searchLimit = 20;

/** Who the filter of a room lets a published message through to. */
export interface RoomAudience {
  memberIds: number[];
}

export interface ServedFile {
  bytes: Buffer<ArrayBuffer>;
  contentType: string;
  fileName: string;
  inline: boolean;
}

/**
 * The group chat's rules: who reads, sends, decides and removes (checked here, on the server), what
 * a message may hold, and the pushes that follow. Every push goes through the bus.
 */
export class ChatService {
  readonly repo: ChatRepo;

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly clock: Clock,
    private readonly storage: UploadStorage,
    private readonly sends: RateLimit,
    private readonly settings: ChatSettings & { uploadMaxBytes: number },
    private readonly logger: Logger,
  ) {
    this.repo = new ChatRepo(db);
  }

  /** UPLOAD_MAX_MB in bytes: the upload route reads no further. */
  get uploadMaxBytes(): number {
    return this.settings.uploadMaxBytes;
  }

  async requireGroup(number: string): Promise<GroupRow> {
    const group = await this.repo.groupByNumber(number);
    if (!group) throw new DomainError('not_found', m.groupNotFound, 'group_not_found');
    return group;
  }

  async requireMembership(group: GroupRow, userId: number): Promise<MembershipRow> {
    const membership = await this.repo.membership(group.id, userId);
    if (!membership) throw new DomainError('forbidden', m.notGroupMember, 'not_group_member');
    return membership;
  }

  /** The group and the member's place in it, or 404/403. */
  async memberOf(number: string, member: MemberCredentials) {
    const group = await this.requireGroup(number);
    return { group, membership: await this.requireMembership(group, member.id) };
  }

  /** The member's groups, most recently active first. */
  async groups(member: MemberCredentials): Promise<ChatGroup[]> {
    const groups = await this.repo.groupsOf(member.id);
    const ids = groups.map((g) => g.id);
    const [latest, unread] = await Promise.all([
      this.repo.latestMessages(ids),
      this.repo.unreadCounts(member.id),
    ]);
    return groups
      .map((g) => ({ g, last: latest.get(g.id) }))
      .sort((a, b) => (b.last?.id ?? 0) - (a.last?.id ?? 0) || a.g.id - b.g.id)
      .map(({ g, last }) => ({
        name: g.name,
        number: g.number,
        avatar: g.avatar,
        lastMessage: last ? messagePreview(messageView(last)) : '',
        unreadCount: unread.get(g.id) ?? 0,
        role: g.membership.role,
      }));
  }

  async members(member: MemberCredentials, number: string): Promise<GroupMember[]> {
    const { group } = await this.memberOf(number, member);
    const rows = await this.repo.members(group.id);
    const list: GroupMember[] = rows.map((row) => ({
      id: row.id,
      username: maskPhone(row.phone),
      avatar: '',
      is_owner: row.role === 'owner',
      is_admin: row.role === 'admin',
    }));
    if (!rows.some((row) => row.role === 'owner')) {
      const admin = await this.repo.ownerAdminName(group);
      if (admin)
        list.unshift({ id: 0, username: admin, avatar: '', is_owner: true, is_admin: false });
    }
    return list;
  }

  async history(
    member: MemberCredentials,
    number: string,
    before?: number,
  ): Promise<ChatMessage[]> {
    const { group } = await this.memberOf(number, member);
    return (await this.repo.history(group.id, historyPageSize, before)).map(messageView);
  }

  /** The room's latest page, for the `history` a socket gets on joining. */
  async roomHistory(group: GroupRow): Promise<ChatMessage[]> {
    return (await this.repo.history(group.id, historyPageSize)).map(messageView);
  }

  private async countSend(member: MemberCredentials): Promise<void> {
    const decision = await this.sends.hit(String(member.id));
    if (!decision.allowed) throw tooManyRequests(m.sendTooFast, decision.retryAfterSeconds);
  }

  async sendText(member: MemberCredentials, number: string, raw: string): Promise<ChatMessage> {
    const { group, membership } = await this.memberOf(number, member);
    const check = checkMessageText(raw, this.settings.messageMaxChars);
    if (!check.ok) throw new DomainError('invalid', check.reason, 'message_invalid');
    await this.countSend(member);
    return this.post(group, membership, 'text', check.text);
  }

  async upload(
    member: MemberCredentials,
    number: string,
    file: { name: string; bytes: Uint8Array },
  ): Promise<ChatMessage> {
    const { group, membership } = await this.memberOf(number, member);
    if (file.bytes.length > this.settings.uploadMaxBytes) throw this.tooLarge();
    const prepared = await prepareUpload(file.name, file.bytes);
    await this.countSend(member);
    const key = storageKey(group.id, prepared.type.extension);
    await this.storage.put(key, prepared.bytes, prepared.contentType);
    let thumbKey: string | null = null;
    if (prepared.thumbnail) {
      thumbKey = storageKey(group.id, 'webp', '-thumb');
      await this.storage.put(thumbKey, prepared.thumbnail, 'image/webp');
    }
    const uploadId = await this.repo.insertUpload({
      groupId: group.id,
      userId: member.id,
      kind: prepared.type.kind,
      storageKey: key,
      thumbKey,
      fileName: prepared.fileName,
      contentType: prepared.contentType,
      sizeBytes: prepared.bytes.length,
      createdAt: this.clock.now(),
    });
    return this.post(group, membership, prepared.type.kind, null, uploadId);
  }

  /** 413 with the configured limit in the reason. */
  tooLarge(): DomainError {
    const mb = Math.round((this.settings.uploadMaxBytes / 1024 / 1024) * 10) / 10;
    return new DomainError('too_large', `${m.fileTooLarge}，最大 ${mb} MB`, 'file_too_large');
  }

  /** Stores a member's message, marks it read for its sender and publishes it to the room. */
  private async post(
    group: GroupRow,
    membership: MembershipRow,
    kind: MessageKind,
    text: string | null,
    uploadId: number | null = null,
  ): Promise<ChatMessage> {
    const id = await this.repo.insertMessage({
      groupId: group.id,
      kind,
      senderUserId: membership.userId,
      text,
      uploadId,
      createdAt: this.clock.now(),
    });
    await this.repo.markRead(membership, id);
    const message = messageView(await this.repo.message(id));
    await this.publish(group, message);
    return message;
  }

  /** A line from the room itself (joined, removed), published like any message. */
  async systemLine(group: GroupRow, text: string): Promise<ChatMessage> {
    const id = await this.repo.insertMessage({
      groupId: group.id,
      kind: 'system',
      senderUserId: null,
      text,
      createdAt: this.clock.now(),
    });
    const message = messageView(await this.repo.message(id));
    await this.publish(group, message);
    return message;
  }

  private async publish(group: GroupRow, message: ChatMessage): Promise<void> {
    const audience: RoomAudience = {
      memberIds: await this.repo.audienceUserIds(group.id, this.clock.now()),
    };
    try {
      await this.bus.publishRoom(
        group.number,
        { type: 'chat_message', number: group.number, message },
        { internal: audience },
      );
    } catch (error) {
      // Stored already: members who missed the push read it from the history.
      this.logger.warn({ err: error, group: group.number }, 'room publish failed');
    }
  }

  async file(member: MemberCredentials, fileId: number, thumb: boolean): Promise<ServedFile> {
    const upload = await this.repo.upload(fileId);
    const missing = () => new DomainError('not_found', m.chatFileNotFound, 'file_not_found');
    if (!upload) throw missing();
    const group = await this.repo.groupById(upload.groupId);
    if (!group) throw missing();
    await this.requireMembership(group, member.id);
    const key = thumb ? upload.thumbKey : upload.storageKey;
    if (!key) throw missing();
    const bytes = await this.storage.get(key);
    if (!bytes) throw missing();
    return {
      bytes,
      contentType: thumb ? 'image/webp' : upload.contentType,
      fileName: thumb ? upload.fileName.replace(/\.[^.]*$/, '') + '.webp' : upload.fileName,
      inline: upload.kind === 'image',
    };
  }

  async markRead(member: MemberCredentials, number: string, messageId: number): Promise<number> {
    const { membership } = await this.memberOf(number, member);
    await this.repo.markRead(membership, messageId);
    const fresh = await this.repo.membershipById(membership.id);
    return fresh ? this.repo.unreadCount(fresh) : 0;
  }

  async joinRequests(member: MemberCredentials): Promise<JoinRequest[]> {
    return (await this.repo.pendingRequestsFor(member.id)).map((r) => ({
      id: r.id,
      username: maskPhone(r.phone),
      group_name: r.groupName,
      group_number: r.groupNumber,
      created_at: r.createdAt.toISOString(),
    }));
  }

  /** Accepts or rejects a pending request; only the group's owner and admins may. */
  async decide(
    member: MemberCredentials,
    requestId: number,
    reject: boolean,
  ): Promise<'accepted' | 'rejected'> {
    const notFound = () =>
      new DomainError('not_found', m.joinRequestNotFound, 'join_request_not_found');
    const request = await this.repo.joinRequest(requestId);
    if (!request || request.status !== 'pending') throw notFound();
    const manager = await this.repo.membership(request.groupId, member.id);
    if (!canDecideJoinRequests(manager?.role ?? null))
      throw new DomainError('forbidden', m.notGroupManager, 'not_group_manager');
    const status = reject ? 'rejected' : 'accepted';
    const now = this.clock.now();
    const joined = await this.db.transaction(async (trx) => {
      const decided = await this.repo.decideJoinRequest(request.id, status, member.id, now, trx);
      if (decided !== 1) throw notFound();
      return status === 'accepted'
        ? this.repo.addMember(request.groupId, request.userId, 'member', now, trx)
        : false;
    });
    const group = await this.repo.groupById(request.groupId);
    if (joined && group) await this.systemLine(group, `${maskPhone(request.phone)} 加入了群聊`);
    if (group) await this.tellRequester(request.phone, group, status);
    return status;
  }

  async search(q: string): Promise<GroupSearchResult[]> {
    return (await this.repo.searchGroups(q, searchLimit)).map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      avatar: g.avatar,
      number: g.number,
    }));
  }

  /** Asks to join a group; the members' group takes every VIP at once. */
  async join(
    member: MemberCredentials,
    number: string,
  ): Promise<'requested' | 'already_requested' | 'already_member' | 'joined'> {
    const group = await this.requireGroup(number);
    if (await this.repo.membership(group.id, member.id)) return 'already_member';
    if (group.number === membersGroup.number) {
      await this.addToGroup(group, member.id, member.username);
      return 'joined';
    }
    const now = this.clock.now();
    const id = await this.repo.insertJoinRequest(group.id, member.id, now);
    if (id === null) return 'already_requested';
    for (const phone of await this.repo.managerPhones(group.id)) {
      try {
        await this.bus.notify(phone, {
          type: 'join_request_notification',
          id,
          username: maskPhone(member.username),
          group_name: group.name,
          group_number: group.number,
          created_at: now.toISOString(),
        });
      } catch (error) {
        // Recorded already: the manager sees it in the list.
        this.logger.warn({ err: error, request: id }, 'join_request_notification failed');
      }
    }
    return 'requested';
  }

  /** The asker learns the decision at once; a failed push leaves it for their next load of the list. */
  private async tellRequester(
    phone: string,
    group: GroupRow,
    status: 'accepted' | 'rejected',
  ): Promise<void> {
    try {
      await this.bus.notify(phone, {
        type: 'join_request_decided',
        group_number: group.number,
        group_name: group.name,
        status,
      });
    } catch (error) {
      this.logger.warn({ err: error, group: group.number }, 'join_request_decided failed');
    }
  }

  private async addToGroup(group: GroupRow, userId: number, phone: string): Promise<void> {
    if (await this.repo.addMember(group.id, userId, 'member', this.clock.now()))
      await this.systemLine(group, `${maskPhone(phone)} 加入了群聊`);
  }

  /** The payment hook: a member who has just paid joins the members' group (once). */
  async joinMembersGroup(userId: number, phone: string): Promise<void> {
    const group = await this.repo.groupByNumber(membersGroup.number);
    if (!group) {
      this.logger.error('the members’ group is missing (migration 0008 creates it)');
      return;
    }
    await this.addToGroup(group, userId, phone);
  }

  /**
   * Makes a group with a member as its owner (or, with ownerAdminId, the admin account); for the
   * demo seed, tests and end-to-end setups. Group numbers are unique (a second one is refused).
   */
  async createGroup(group: {
    number: string;
    name: string;
    description?: string;
    ownerUserId?: number;
    ownerAdminId?: number;
  }): Promise<GroupRow> {
    const now = this.clock.now();
    const id = await this.db.transaction(async (trx) => {
      const id = await this.repo.insertGroup(
        {
          number: group.number,
          name: group.name,
          description: group.description ?? '',
          ownerAdminId: group.ownerAdminId ?? null,
          createdAt: now,
        },
        trx,
      );
      if (group.ownerUserId !== undefined)
        await this.repo.addMember(id, group.ownerUserId, 'owner', now, trx);
      return id;
    });
    const created = await this.repo.groupById(id);
    if (!created) throw new Error(`group ${group.number} vanished`);
    return created;
  }

  /** Puts a member in a group with a role, quietly (no system line); for seeds and test setups. */
  async addMember(number: string, userId: number, role: ChatRole = 'member'): Promise<void> {
    const group = await this.requireGroup(number);
    await this.repo.addMember(group.id, userId, role, this.clock.now());
  }

  async remove(member: MemberCredentials, number: string, membershipId: number): Promise<void> {
    const { group, membership } = await this.memberOf(number, member);
    const target = await this.repo.membershipById(membershipId);
    if (!target || target.groupId !== group.id)
      throw new DomainError('not_found', m.memberNotFound, 'member_not_found');
    if (!canRemoveMember(membership.role, target.role))
      throw new DomainError('forbidden', m.cannotRemoveMember, 'cannot_remove_member');
    const phone = await this.repo.phoneOf(target.userId);
    await this.repo.removeMembership(target.id);
    await this.systemLine(group, `${phone ? maskPhone(phone) : '一位成员'} 已被移出群聊`);
    this.logger.info(
      { group: group.number, removed: target.userId, by: member.id },
      'chat member removed',
    );
  }
}
