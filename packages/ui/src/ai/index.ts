// The ai area's components; the package index re-exports them.
export { AiChatLayout } from './AiChatLayout/AiChatLayout.tsx';
export type { AiChatLayoutProps } from './AiChatLayout/AiChatLayout.tsx';
export { AiChatHeader } from './AiChatHeader/AiChatHeader.tsx';
export type { AiChatHeaderProps } from './AiChatHeader/AiChatHeader.tsx';
export { AiComposer } from './AiComposer/AiComposer.tsx';
export type { AiComposerProps } from './AiComposer/AiComposer.tsx';
export { AiMarkdown } from './AiMarkdown/AiMarkdown.tsx';
export type { AiMarkdownProps } from './AiMarkdown/AiMarkdown.tsx';
export { toDollarMath } from './AiMarkdown/mathDelimiters.ts';
export { AiMessageList, aiMessageStates } from './AiMessageList/AiMessageList.tsx';
export type {
  AiMessageListProps,
  AiMessageState,
  AiMessageView,
} from './AiMessageList/AiMessageList.tsx';
export { typingMsPerCharacter } from './AiMessageList/useTyping.ts';
export { AiModelPicker } from './AiModelPicker/AiModelPicker.tsx';
export type { AiModelPickerProps } from './AiModelPicker/AiModelPicker.tsx';
export { AiReasoning } from './AiReasoning/AiReasoning.tsx';
export type { AiReasoningProps } from './AiReasoning/AiReasoning.tsx';
export { AiSidebar } from './AiSidebar/AiSidebar.tsx';
export type { AiSidebarProps } from './AiSidebar/AiSidebar.tsx';
export { AiWelcome } from './AiWelcome/AiWelcome.tsx';
export type { AiWelcomeProps } from './AiWelcome/AiWelcome.tsx';
