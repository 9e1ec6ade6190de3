import type { GroupMember } from '@coinsight/domain/api';
import { canRemoveMember, chatRoleBadges, type ChatRole } from '@coinsight/domain/chat';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { ChatAvatar } from '../private/ChatAvatar.tsx';
import * as panel from '../private/panel.css.ts';
import * as styles from './MemberList.css.ts';

export const memberListStates = ['ready', 'loading', 'error'] as const;
export type MemberListState = (typeof memberListStates)[number];

export const memberListTexts = {
  title: '群成员',
  owner: chatRoleBadges.owner,
  admin: chatRoleBadges.admin,
  empty: '暂无成员',
  loading: '成员加载中…',
  loadFailed: '成员加载失败，请稍后重试',
  remove: '移出',
} as const;

export interface MemberListProps {
  /** The group's members; owner first, then admins, as the server orders them. */
  members: readonly GroupMember[];
  /** @default 'ready' */
  state?: MemberListState;
  /** 重试 in the error state. */
  onRetry?: () => void;
  /** The member's own role in the group: owners and admins get 移出 where the rule allows. @default null */
  myRole?: ChatRole | null;
  /** 移出 on a member. */
  onRemove?: (member: GroupMember) => void;
}

const roleOf = (member: GroupMember): ChatRole =>
  member.is_owner ? 'owner' : member.is_admin ? 'admin' : 'member';

/** The open group's members with their 群主 / 管理员 badges. */
export function MemberList({
  members,
  state = 'ready',
  onRetry,
  myRole = null,
  onRemove,
}: MemberListProps) {
  const titleId = useId();
  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={panel.heading}>
        {memberListTexts.title}
        {state === 'ready' ? `（${members.length}）` : ''}
      </h3>
      <div className={panel.scroller}>
        <LoadState
          state={state}
          loadingText={memberListTexts.loading}
          errorText={memberListTexts.loadFailed}
          onRetry={onRetry}
        >
          {members.length === 0 ? (
            <p className={panel.empty}>{memberListTexts.empty}</p>
          ) : (
            <ul className={panel.list} aria-label={memberListTexts.title}>
              {members.map((member) => (
                <li key={member.username} className={styles.member}>
                  <ChatAvatar src={member.avatar} name={member.username} size="sm" />
                  <span className={panel.ellipsis}>{member.username}</span>
                  {member.is_owner ? (
                    <span className={`${panel.badge} ${styles.owner}`}>
                      {memberListTexts.owner}
                    </span>
                  ) : member.is_admin ? (
                    <span className={`${panel.badge} ${styles.admin}`}>
                      {memberListTexts.admin}
                    </span>
                  ) : null}
                  {onRemove && canRemoveMember(myRole, roleOf(member)) ? (
                    <Button
                      variant="ghost"
                      className={styles.remove}
                      aria-label={`${memberListTexts.remove} ${member.username}`}
                      onPress={() => onRemove(member)}
                    >
                      {memberListTexts.remove}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </section>
  );
}
