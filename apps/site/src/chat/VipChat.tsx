import { joinGroup, searchGroup } from '@coinsight/domain/api';
import {
  AddGroupDialog,
  Button,
  ChatFunctionBar,
  ChatWindow,
  ChatWindowLayout,
  GroupList,
  JoinRequestList,
  MemberList,
  MessageComposer,
  MessagePane,
  type ChatView,
  type ChatWindowState,
} from '@coinsight/ui';
import { useState } from 'react';
import type { Call } from '../api/client.ts';
import { useLiveConnection } from '../realtime/liveConnection.ts';
import type { SiteStore } from '../store/store.ts';
import { totalUnread } from './chatState.ts';
import { useConversations } from './useConversations.ts';
import { useGroupMembers } from './useGroupMembers.ts';
import { useJoinRequests } from './useJoinRequests.ts';
import { useSiteState } from '../store/useSiteState.ts';

export interface VipChatProps {
  store: SiteStore;
  call: Call;
  username: string;
  windowState: Exclude<ChatWindowState, 'closed'>;
  onWindowState: (state: ChatWindowState) => void;
  /** The group to open (the members' group for /?chat=members). */
  prefer: string | null;
}

/** The chat window of a VIP member: groups, the open room, its members, and the join requests. */
export function VipChat({
  store,
  call,
  username,
  windowState,
  onWindowState,
  prefer,
}: VipChatProps) {
  const { joinRequests: requests, isMobile, chatGroupsEpoch } = useSiteState(store);
  const connection = useLiveConnection();
  const chat = useConversations({
    call,
    connection,
    username,
    prefer,
    groupsEpoch: chatGroupsEpoch,
  });
  const requestsView = useJoinRequests(call, store);
  const [view, setView] = useState<ChatView>('conversations');
  const [adding, setAdding] = useState(false);
  const [showMembers, setShowMembers] = useState<boolean | null>(null);
  const selected = chat.state.groups.find((g) => g.number === chat.state.selected) ?? null;
  const members = useGroupMembers(call, selected?.number ?? null);
  const membersShown = showMembers ?? !isMobile;
  const pending = requests.filter((r) => r.status === 'pending').length;

  const pane = selected ? (
    <MessagePane
      key={selected.number}
      title={selected.name}
      messages={chat.state.logs[selected.number] ?? []}
      me={chat.me}
      state={chat.logLoad}
      onRetry={chat.reloadLog}
      hasOlder={chat.state.hasOlder[selected.number] ?? false}
      loadingOlder={chat.loadingOlder}
      onLoadOlder={chat.loadOlder}
      actions={
        <Button variant="ghost" onPress={() => setShowMembers(!membersShown)}>
          {membersShown ? '隐藏成员' : '群成员'}
        </Button>
      }
    >
      <MessageComposer
        onSend={chat.send}
        onUpload={chat.upload}
        onRefuse={(reason) => console.warn('chat: not sent', reason)}
      />
    </MessagePane>
  ) : null;

  return (
    <ChatWindow state={windowState} onStateChange={onWindowState} unread={totalUnread(chat.state)}>
      <ChatWindowLayout
        bar={
          <ChatFunctionBar
            username={chat.me}
            view={view}
            onViewChange={setView}
            pendingRequests={pending}
          />
        }
        list={
          view === 'conversations' ? (
            <GroupList
              groups={chat.state.groups}
              selected={chat.state.selected}
              onSelect={chat.select}
              onAdd={() => setAdding(true)}
              state={chat.groupsLoad}
              onRetry={chat.reloadGroups}
            />
          ) : undefined
        }
        main={
          view === 'joinRequests' ? (
            <JoinRequestList
              requests={requests}
              state={requestsView.load}
              onRetry={requestsView.reload}
              onAccept={requestsView.accept}
              onReject={requestsView.reject}
              onClear={requestsView.clear}
            />
          ) : (
            pane
          )
        }
        aside={
          view === 'conversations' && selected && membersShown ? (
            <MemberList
              members={members.members}
              state={members.load}
              onRetry={members.reload}
              myRole={selected.role}
              onRemove={members.remove}
            />
          ) : undefined
        }
      />
      <AddGroupDialog
        isOpen={adding}
        onClose={() => setAdding(false)}
        onSearch={async (q) => (await call(searchGroup, { query: { q } })).results}
        onJoin={async (groupNumber) => {
          const { state } = await call(joinGroup, { body: { group_number: groupNumber } });
          if (state === 'joined') chat.reloadGroups();
          return state;
        }}
      />
    </ChatWindow>
  );
}
