import type { AiConversationSummary, AiModel, AiModelId } from '@coinsight/domain/api';
import { beijingDateTime } from '@coinsight/domain/time';
import { Button } from '../../primitives/Button/Button.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { AiModelPicker } from '../AiModelPicker/AiModelPicker.tsx';
import * as styles from './AiSidebar.css.ts';

export interface AiSidebarProps {
  /** The models offered by the picker. */
  models: readonly AiModel[];
  /** Whether a model is chosen: without one the sidebar offers the picker above the history. */
  modelChosen: boolean;
  /** The saved conversations (the server keeps the last 10), newest first. */
  conversations: readonly AiConversationSummary[];
  /** The conversation on screen. */
  currentId?: string | null;
  /** The history is being fetched. @default false */
  loading?: boolean;
  /** Why the history could not be fetched. */
  error?: string | null;
  /** 新对话: clears the model and the messages. */
  onNewConversation: () => void;
  onPickModel: (id: AiModelId) => void;
  onOpenConversation: (id: string) => void;
  onDeleteConversation: (id: string) => void;
  /** Downloads the conversation as Markdown. */
  onExportConversation: (id: string) => void;
}

function History({
  conversations,
  currentId,
  loading,
  error,
  onOpenConversation,
  onDeleteConversation,
  onExportConversation,
}: Omit<AiSidebarProps, 'models' | 'modelChosen' | 'onNewConversation' | 'onPickModel'>) {
  if (loading) {
    return (
      <p className={styles.note} role="status">
        历史对话加载中…
      </p>
    );
  }
  if (error) return <Notice message={error} />;
  if (conversations.length === 0) return <p className={styles.note}>暂无历史对话</p>;
  return (
    <ul className={styles.list} aria-label="历史对话">
      {conversations.map((conversation) => (
        <li
          key={conversation.id}
          className={styles.item}
          data-current={conversation.id === currentId || undefined}
        >
          <Button
            variant="ghost"
            className={styles.open}
            aria-current={conversation.id === currentId ? 'true' : undefined}
            onPress={() => onOpenConversation(conversation.id)}
          >
            <span className={styles.title}>{conversation.title}</span>
            <span className={styles.meta}>
              {conversation.model.name} · {conversation.keepHistory ? '多轮' : '单轮'} ·{' '}
              {beijingDateTime(conversation.timestamp, 'minute')}
            </span>
          </Button>
          <span className={styles.actions}>
            <Button
              variant="ghost"
              className={styles.action}
              aria-label={`导出对话：${conversation.title}`}
              onPress={() => onExportConversation(conversation.id)}
            >
              导出
            </Button>
            <Button
              variant="ghost"
              className={styles.action}
              aria-label={`删除对话：${conversation.title}`}
              onPress={() => onDeleteConversation(conversation.id)}
            >
              删除
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 新对话, then the model picker while no model is chosen, and the saved conversations. Spec 3 §2.9
 * shows only the picker without a model; the history stays below it here, because it lives on the
 * server and a member opening the page on another device should reach it without starting a chat.
 */
export function AiSidebar({
  models,
  modelChosen,
  onNewConversation,
  onPickModel,
  ...history
}: AiSidebarProps) {
  return (
    <nav className={styles.root} aria-label="AI 对话">
      <Button onPress={onNewConversation} className={styles.newButton}>
        新对话
      </Button>
      {modelChosen ? null : (
        <section className={styles.section} aria-labelledby="ai-sidebar-models">
          <h2 id="ai-sidebar-models" className={styles.heading}>
            选择模型
          </h2>
          <AiModelPicker models={models} onPick={onPickModel} compact />
        </section>
      )}
      <section className={styles.section} aria-labelledby="ai-sidebar-history">
        <h2 id="ai-sidebar-history" className={styles.heading}>
          历史对话
        </h2>
        <History {...history} />
      </section>
    </nav>
  );
}
