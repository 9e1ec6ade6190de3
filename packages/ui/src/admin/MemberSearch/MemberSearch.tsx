import type { MemberSummary } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { beijingDateTime } from '@coinsight/domain/time';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { ListScreen } from '../../primitives/ListScreen/ListScreen.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { vipText } from '../shared/memberStatus.ts';
import * as styles from './MemberSearch.css.ts';

export const memberSearchStates = ['idle', 'loading', 'ready', 'error'] as const;
export type MemberSearchState = (typeof memberSearchStates)[number];

export interface MemberSearchProps {
  /** The members found for the last query, newest first (at most 20). */
  results: readonly MemberSummary[];
  /** A query the contract accepts: 1 to 20 letters or digits, trimmed. */
  onSearch: (query: string) => void;
  /** Opens a member's page. */
  onOpen: (member: MemberSummary) => void;
  /** 'idle' before the first search. @default 'idle' */
  state?: MemberSearchState;
  /** The query shown first (the last one searched). @default '' */
  initialQuery?: string;
  /** @default 会员搜索失败，请稍后重试 */
  errorText?: string;
}

const queryPattern = /^[0-9A-Za-z]{1,20}$/;

/** 用户管理: search members by the beginning of a phone number or an invite code, open one. */
export function MemberSearch({
  results,
  onSearch,
  onOpen,
  state = 'idle',
  initialQuery = '',
  errorText = '会员搜索失败，请稍后重试',
}: MemberSearchProps) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return setRefusal(messages.admin.memberQueryRequired);
    if (!queryPattern.test(q)) return setRefusal(messages.admin.memberQueryInvalid);
    setRefusal(null);
    onSearch(q);
  };

  return (
    <ListScreen
      title="会员搜索"
      toolbar={
        <form className={styles.form} role="search" aria-label="会员搜索" onSubmit={submit}>
          <span className={list.field}>
            <label className={list.label} htmlFor={`${id}-q`}>
              手机号或邀请码
            </label>
            <input
              id={`${id}-q`}
              className={list.input}
              value={query}
              maxLength={20}
              inputMode="text"
              placeholder="如 13800 或 AB12CD"
              onChange={(event) => setQuery(event.target.value)}
            />
          </span>
          <Button type="submit" isDisabled={state === 'loading'}>
            搜索
          </Button>
        </form>
      }
    >
      <Notice message={refusal} />
      {state === 'idle' ? (
        <p className={list.empty}>输入手机号开头的数字或完整的邀请码查找会员</p>
      ) : (
        <LoadState state={state} loadingText="正在搜索会员…" errorText={errorText}>
          {results.length === 0 ? (
            <p className={list.empty}>没有找到符合条件的会员</p>
          ) : (
            <ul className={styles.results} aria-label="搜索结果">
              {results.map((member) => (
                <li key={member.id} className={styles.result}>
                  <span className={styles.who}>
                    <span className={styles.phone}>
                      {member.phone}
                      {member.frozen_at ? <span className={styles.badge}>已冻结</span> : null}
                      {member.is_vip ? <span className={styles.badge}>VIP</span> : null}
                    </span>
                    <span className={styles.meta}>
                      邀请码 {member.invite_code} · 注册于{' '}
                      {beijingDateTime(member.registered_at, 'minute')} · {vipText(member)}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={`查看会员 ${member.phone}`}
                    onPress={() => onOpen(member)}
                  >
                    查看
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      )}
    </ListScreen>
  );
}
