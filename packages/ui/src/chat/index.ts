// The chat area's components; the package index re-exports them.
export {
  AddGroupDialog,
  addGroupSteps,
  addGroupTexts,
  type AddGroupDialogProps,
  type AddGroupStep,
} from './AddGroupDialog/AddGroupDialog.tsx';
export {
  ChatFunctionBar,
  chatViewLabels,
  chatViews,
  type ChatFunctionBarProps,
  type ChatView,
} from './ChatFunctionBar/ChatFunctionBar.tsx';
export {
  ChatWindow,
  chatWindowStates,
  chatWindowTexts,
  type ChatWindowProps,
  type ChatWindowState,
} from './ChatWindow/ChatWindow.tsx';
export { ChatWindowLayout, type ChatWindowLayoutProps } from './ChatWindow/ChatWindowLayout.tsx';
export { ChatWindowNotice, type ChatWindowNoticeProps } from './ChatWindow/ChatWindowNotice.tsx';
export {
  EmojiPicker,
  chatEmojis,
  type ChatEmoji,
  type EmojiPickerProps,
} from './EmojiPicker/EmojiPicker.tsx';
export {
  GroupList,
  groupListStates,
  groupListTexts,
  type GroupListProps,
  type GroupListState,
} from './GroupList/GroupList.tsx';
export {
  JoinRequestList,
  joinRequestListStates,
  joinRequestListTexts,
  type JoinRequestItem,
  type JoinRequestListProps,
  type JoinRequestListState,
} from './JoinRequestList/JoinRequestList.tsx';
export {
  MemberList,
  memberListStates,
  memberListTexts,
  type MemberListProps,
  type MemberListState,
} from './MemberList/MemberList.tsx';
export {
  MessageComposer,
  messageComposerTexts,
  type MessageComposerProps,
} from './MessageComposer/MessageComposer.tsx';
export {
  MessagePane,
  messagePaneStates,
  messagePaneTexts,
  type MessagePaneProps,
  type MessagePaneState,
  type PaneMessage,
} from './MessagePane/MessagePane.tsx';
