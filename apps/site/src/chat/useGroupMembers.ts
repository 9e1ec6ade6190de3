import { groupMembers, removeMember, type GroupMember } from '@coinsight/domain/api';
import { useToast } from '@coinsight/ui';
import { useCallback, useEffect, useState } from 'react';
import type { Call } from '../api/client.ts';
import type { Load } from './useConversations.ts';

/** The open group's members, reloaded when the group changes; owners and admins may remove some. */
export function useGroupMembers(call: Call, number: string | null) {
  const toast = useToast();
  const [members, setMembers] = useState<GroupMember[]>([]);
  const [load, setLoad] = useState<Load>('loading');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!number) return;
    const abort = new AbortController();
    setLoad('loading');
    call(groupMembers, { params: { number }, signal: abort.signal })
      .then((answer) => {
        setMembers(answer.members);
        setLoad('ready');
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('chat: members failed', error);
        setLoad('error');
      });
    return () => abort.abort();
  }, [call, number, version]);

  const remove = useCallback(
    (member: GroupMember) => {
      if (!number) return;
      call(removeMember, { params: { number, memberId: member.id } })
        .then(() => setMembers((all) => all.filter((m) => m.id !== member.id)))
        .catch((error: unknown) =>
          toast.show(error instanceof Error ? error.message : '移出失败', 'error'),
        );
    },
    [call, number, toast],
  );

  return { members, load, reload: () => setVersion((v) => v + 1), remove };
}
