import type { ChatGroup } from '@coinsight/domain/api';
import { useId, useState } from 'react';
import { Button, Input, SearchField } from 'react-aria-components';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { ChatAvatar } from '../private/ChatAvatar.tsx';
import * as panel from '../private/panel.css.ts';
import * as styles from './GroupList.css.ts';

export const groupListStates = ['ready', 'loading', 'error'] as const;
export type GroupListState = (typeof groupListStates)[number];

export const groupListTexts = {
  title: '群聊',
  search: '搜索群聊',
  add: '添加群聊',
  empty: '还没有加入任何群聊',
  noMatch: '没有匹配的群聊',
  loading: '群聊加载中…',
  loadFailed: '群聊加载失败，请稍后重试',
} as const;

export interface GroupListProps {
  groups: readonly ChatGroup[];
  /** The open group's number; null while none is open. */
  selected: string | null;
  onSelect: (number: string) => void;
  /** The add button: opens the add-group dialog. */
  onAdd: () => void;
  /** @default 'ready' */
  state?: GroupListState;
  /** 重试 in the error state. */
  onRetry?: () => void;
}

const unreadLabel = (count: number): string => (count > 99 ? '99+' : String(count));

/** The member's groups with a local search box and the add button; unread counts on each. */
export function GroupList({
  groups,
  selected,
  onSelect,
  onAdd,
  state = 'ready',
  onRetry,
}: GroupListProps) {
  const titleId = useId();
  const [query, setQuery] = useState('');
  const t = groupListTexts;
  const q = query.trim().toLowerCase();
  const shown = q
    ? groups.filter((g) => g.name.toLowerCase().includes(q) || g.number.includes(q))
    : groups;

  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.hiddenTitle}>
        {t.title}
      </h3>
      <div className={styles.tools}>
        <SearchField
          className={styles.search}
          aria-label={t.search}
          value={query}
          onChange={setQuery}
        >
          <Input className={styles.searchInput} placeholder={t.search} />
        </SearchField>
        <Button className={styles.add} aria-label={t.add} onPress={onAdd}>
          +
        </Button>
      </div>
      <div className={panel.scroller}>
        <LoadState state={state} loadingText={t.loading} errorText={t.loadFailed} onRetry={onRetry}>
          {shown.length === 0 ? (
            <p className={panel.empty}>{groups.length === 0 ? t.empty : t.noMatch}</p>
          ) : (
            <ul className={panel.list} aria-label={t.title}>
              {shown.map((group) => {
                const current = group.number === selected;
                return (
                  <li key={group.number}>
                    <Button
                      className={styles.group}
                      aria-current={current ? 'true' : undefined}
                      onPress={() => onSelect(group.number)}
                    >
                      <ChatAvatar src={group.avatar} name={group.name} />
                      <span className={styles.text}>
                        <span className={`${panel.ellipsis} ${styles.name}`}>{group.name}</span>
                        <span className={`${panel.ellipsis} ${styles.last}`}>
                          {group.lastMessage}
                        </span>
                      </span>
                      {group.unreadCount > 0 ? (
                        <span className={panel.count}>
                          {unreadLabel(group.unreadCount)}
                          <span className={styles.hiddenTitle}> 条未读</span>
                        </span>
                      ) : null}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </LoadState>
      </div>
    </section>
  );
}
