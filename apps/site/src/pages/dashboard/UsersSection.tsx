import {
  adjustMembership,
  endMemberSessions,
  freezeMember,
  member as memberPage,
  members,
  unfreezeMember,
  type MemberSummary,
} from '@coinsight/domain/api';
import {
  MemberDetail,
  MemberSearch,
  type MemberAction,
  type MemberSearchState,
} from '@coinsight/ui';
import { useState } from 'react';
import { call } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { actionFailure, useAdminLoad } from './useAdminLoad.ts';

export interface UsersSectionProps {
  /** The admin's role may change memberships (超级管理员). */
  canChange: boolean;
}

/** Carries one member action out and says what it did. */
async function act(
  id: number,
  action: MemberAction,
  input: { days?: number; reason: string },
): Promise<{ text: string }> {
  const params = { id };
  try {
    switch (action) {
      case 'adjust': {
        await call(adjustMembership, {
          params,
          body: { days: input.days ?? 0, reason: input.reason },
        });
        return { text: `已调整 ${input.days ?? 0} 天，已记入操作日志` };
      }
      case 'freeze': {
        const answer = await call(freezeMember, { params, body: { reason: input.reason } });
        return { text: `已冻结，结束了 ${answer.ended_sessions} 个登录` };
      }
      case 'unfreeze': {
        await call(unfreezeMember, { params, body: { reason: input.reason } });
        return { text: '已解冻' };
      }
      case 'endSessions': {
        const answer = await call(endMemberSessions, { params, body: { reason: input.reason } });
        return { text: `已结束 ${answer.ended_sessions} 个登录` };
      }
    }
  } catch (error) {
    throw actionFailure(error);
  }
}

function MemberScreen({
  id,
  canChange,
  onOpen,
  onBack,
}: {
  id: number;
  canChange: boolean;
  onOpen: (id: number) => void;
  onBack: () => void;
}) {
  const load = useAdminLoad(
    (signal) => call(memberPage, { params: { id }, signal }),
    String(id),
    '会员信息加载失败，请稍后重试',
  );
  return (
    <MemberDetail
      key={id}
      page={load.data}
      state={load.state}
      errorText={load.errorText}
      onRetry={load.retry}
      canChange={canChange}
      onOpenMember={onOpen}
      onBack={onBack}
      onAction={async (action, input) => {
        const { text } = await act(id, action, input);
        // The page (history, sessions, status) as the server now has it.
        load.setData(await call(memberPage, { params: { id } }));
        return text;
      }}
    />
  );
}

/** 用户管理: the member search, and a member's page with the actions the admin's role allows. */
export function UsersSection({ canChange }: UsersSectionProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<MemberSummary[]>([]);
  const [state, setState] = useState<MemberSearchState>('idle');
  const [failure, setFailure] = useState<string | undefined>();
  const [open, setOpen] = useState<number | null>(null);

  const search = async (q: string) => {
    setQuery(q);
    setState('loading');
    try {
      setResults((await call(members, { query: { q } })).results);
      setState('ready');
    } catch (error) {
      setFailure(isApiError(error) && error.status < 500 ? error.message : undefined);
      setState('error');
    }
  };

  if (open !== null) {
    return (
      <MemberScreen
        id={open}
        canChange={canChange}
        onOpen={setOpen}
        onBack={() => {
          setOpen(null);
          if (query) void search(query);
        }}
      />
    );
  }
  return (
    <MemberSearch
      results={results}
      state={state}
      initialQuery={query}
      errorText={failure}
      onSearch={(q) => void search(q)}
      onOpen={(m) => setOpen(m.id)}
    />
  );
}
