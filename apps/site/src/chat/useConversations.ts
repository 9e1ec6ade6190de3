import {
  getUserGroups,
  groupMessages,
  markRead,
  sendMessage,
  uploadFile,
  type BodyOf,
} from '@coinsight/domain/api';
import { maskPhone } from '@coinsight/domain/chat';
import { roomMessage, roomPath } from '@coinsight/domain/realtime';
import { useToast } from '@coinsight/ui';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Call } from '../api/client.ts';
import type { RealtimeConnection } from '../realtime/connection.ts';
import { chatReducer, emptyChatState } from './chatState.ts';

export type Load = 'loading' | 'ready' | 'error';

export interface ConversationsOptions {
  call: Call;
  /** The session's socket; null without one (mock mode), when the rooms are not joined. */
  connection: RealtimeConnection | null;
  /** The member's phone number; their own messages carry it masked. */
  username: string;
  /** A group to open once the groups are loaded (the members' group for /?chat=members). */
  prefer: string | null;
  /** Changes when a push says the member's groups changed (a join request accepted): the list reloads. */
  groupsEpoch?: number;
}

const errorText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The conversations view's data: the member's groups, each opened group's messages (the latest page,
 * then older pages on demand), the rooms of every group over the session's one socket (live messages
 * and unread counts), sending text and uploads, and marking the open group read.
 */
export function useConversations({
  call,
  connection,
  username,
  prefer,
  groupsEpoch = 0,
}: ConversationsOptions) {
  const toast = useToast();
  const [state, dispatch] = useReducer(chatReducer, emptyChatState);
  const [groupsLoad, setGroupsLoad] = useState<Load>('loading');
  const [logLoad, setLogLoad] = useState<Record<string, Load>>({});
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [groupsVersion, setGroupsVersion] = useState(0);
  const me = maskPhone(username);
  const meRef = useRef(me);
  meRef.current = me;
  const preferRef = useRef(prefer);
  preferRef.current = prefer;

  useEffect(() => {
    const abort = new AbortController();
    setGroupsLoad('loading');
    call(getUserGroups, { signal: abort.signal })
      .then(({ groups }) => {
        dispatch({ type: 'groupsLoaded', groups, prefer: preferRef.current });
        setGroupsLoad('ready');
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('chat: groups failed', error);
        setGroupsLoad('error');
      });
    return () => abort.abort();
  }, [call, groupsVersion, groupsEpoch]);

  // /?chat=members arriving while the window is already loaded.
  const preferAvailable = prefer !== null && state.groups.some((g) => g.number === prefer);
  useEffect(() => {
    if (prefer && preferAvailable) dispatch({ type: 'select', number: prefer });
  }, [prefer, preferAvailable]);

  const selected = state.selected;
  const selectedLoaded = selected !== null && selected in state.logs;
  const loadLatest = useCallback(
    (number: string) => {
      setLogLoad((all) => ({ ...all, [number]: 'loading' }));
      call(groupMessages, { params: { number } })
        .then(({ results }) => {
          dispatch({ type: 'pageLoaded', number, messages: results, older: false });
          setLogLoad((all) => ({ ...all, [number]: 'ready' }));
        })
        .catch((error: unknown) => {
          console.warn('chat: messages failed', error);
          setLogLoad((all) => ({ ...all, [number]: 'error' }));
        });
    },
    [call],
  );

  useEffect(() => {
    if (selected && !selectedLoaded) loadLatest(selected);
  }, [selected, selectedLoaded, loadLatest]);

  const groupNumbers = state.groups.map((g) => g.number).join(',');
  useEffect(() => {
    if (!connection || !groupNumbers) return;
    const numbers = groupNumbers.split(',');
    for (const number of numbers) {
      connection.subscribe(roomPath(number), (raw) => {
        const parsed = roomMessage.safeParse(raw);
        if (!parsed.success) {
          console.warn('chat: ignored a room message that does not match the contract');
          return;
        }
        const message = parsed.data;
        if (message.type === 'history')
          dispatch({ type: 'history', number, messages: message.messages });
        else
          dispatch({
            type: 'arrived',
            number,
            message: message.message,
            own: message.message.sender === meRef.current,
          });
      });
    }
    return () => numbers.forEach((number) => connection.unsubscribe(roomPath(number)));
  }, [connection, groupNumbers]);

  const log = selected ? state.logs[selected] : undefined;
  const lastId = log?.at(-1)?.id;
  useEffect(() => {
    if (!selected || lastId === undefined) return;
    call(markRead, { params: { number: selected }, body: { message_id: lastId } }).catch(
      (error: unknown) => console.warn('chat: mark read failed', error),
    );
  }, [call, selected, lastId]);

  const loadOlder = useCallback(() => {
    const number = selected;
    const before = log?.[0]?.id;
    if (!number || before === undefined || loadingOlder) return;
    setLoadingOlder(true);
    call(groupMessages, { params: { number }, query: { before } })
      .then(({ results }) =>
        dispatch({ type: 'pageLoaded', number, messages: results, older: true }),
      )
      .catch((error: unknown) => toast.show(errorText(error, '加载更早的消息失败'), 'error'))
      .finally(() => setLoadingOlder(false));
  }, [call, selected, log, loadingOlder, toast]);

  const send = useCallback(
    async (text: string) => {
      if (!selected) return;
      const number = selected;
      try {
        const { message } = await call(sendMessage, { params: { number }, body: { text } });
        dispatch({ type: 'arrived', number, message, own: true });
      } catch (error) {
        toast.show(errorText(error, '发送失败，请稍后重试'), 'error');
        throw error;
      }
    },
    [call, selected, toast],
  );

  const upload = useCallback(
    async (file: File) => {
      if (!selected) return;
      const number = selected;
      const form = new FormData();
      form.append('file', file);
      // The client sends a FormData body as multipart as it is; the contract types the field it carries.
      const body = form as unknown as BodyOf<typeof uploadFile>;
      try {
        const { message } = await call(uploadFile, { params: { number }, body });
        dispatch({ type: 'arrived', number, message, own: true });
      } catch (error) {
        toast.show(errorText(error, '上传失败，请稍后重试'), 'error');
        throw error;
      }
    },
    [call, selected, toast],
  );

  return {
    state,
    me,
    groupsLoad,
    logLoad: selected ? (logLoad[selected] ?? 'loading') : 'ready',
    loadingOlder,
    select: (number: string) => dispatch({ type: 'select', number }),
    reloadGroups: () => setGroupsVersion((v) => v + 1),
    reloadLog: () => selected && loadLatest(selected),
    loadOlder,
    send,
    upload,
  };
}
