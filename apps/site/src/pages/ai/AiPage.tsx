import { aiMessageMaxLength, aiModels } from '@coinsight/domain/api';
import { messages as catalogue } from '@coinsight/domain/messages';
import {
  AiChatHeader,
  AiChatLayout,
  AiComposer,
  AiMessageList,
  AiSidebar,
  AiWelcome,
  Button,
  ConfirmDialog,
} from '@coinsight/ui';
import { useCallback, useState } from 'react';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './AiPage.css.ts';
import { useAiChat } from './useAiChat.ts';
import { useAiHistory } from './useAiHistory.ts';
import { useAiQuota } from './useAiQuota.ts';
import { useSiteState } from '../../store/useSiteState.ts';

function AiChat() {
  const store = useSiteStore();
  const onLoginNeeded = useCallback(() => store.actions.openLogin(), [store]);
  const history = useAiHistory(onLoginNeeded);
  const { reload } = history;
  const { quota, reload: reloadQuota } = useAiQuota();
  const onHistoryChanged = useCallback(() => {
    void reload();
    void reloadQuota();
  }, [reload, reloadQuota]);
  const ai = useAiChat({ onLoginNeeded, onHistoryChanged });
  const { chat } = ai;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  /** On a phone, a choice in the sidebar closes it and shows the chat. */
  const thenClose =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      action(...args);
      setSidebarOpen(false);
    };

  const deletingTitle = history.history.conversations.find((c) => c.id === deleting)?.title;

  return (
    <>
      <AiChatLayout
        sidebarOpen={sidebarOpen}
        onSidebarOpenChange={setSidebarOpen}
        sidebar={
          <AiSidebar
            models={aiModels}
            modelChosen={chat.model !== null}
            conversations={history.history.conversations}
            currentId={chat.conversationId}
            loading={history.history.loading}
            error={history.history.error}
            onNewConversation={thenClose(ai.newConversation)}
            onPickModel={thenClose(ai.pickModel)}
            onOpenConversation={thenClose(ai.open)}
            onDeleteConversation={setDeleting}
            onExportConversation={(id) => void history.exportMarkdown(id)}
          />
        }
        header={
          <AiChatHeader
            modelName={chat.model?.name ?? null}
            keepHistory={chat.keepHistory}
            onKeepHistoryChange={ai.setKeepHistory}
            stream={chat.stream}
            onStreamChange={ai.setStream}
            disabled={chat.busy}
          />
        }
        composer={
          <div>
            {quota ? (
              <p className={styles.quota} role="status">
                {quota.offline ? `当前由${catalogue.ai.offlineName}作答（仅依据本站数据）· ` : ''}
                今日还可提问 {quota.remaining} / {quota.limit} 次
              </p>
            ) : null}
            <AiComposer
              onSend={(text) => void ai.send(text)}
              loading={chat.busy}
              disabled={chat.model === null}
              maxLength={aiMessageMaxLength}
            />
          </div>
        }
      >
        {chat.model === null ? (
          <AiWelcome models={aiModels} onPickModel={ai.pickModel} />
        ) : (
          <AiMessageList messages={chat.messages} waiting={chat.waiting} onTyped={ai.typed} />
        )}
      </AiChatLayout>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="删除对话"
        message={`确定删除「${deletingTitle ?? ''}」吗？删除后所有设备上都无法再查看。`}
        confirmLabel="删除"
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting;
          setDeleting(null);
          if (id === null) return;
          void history.remove(id).then((removed) => {
            if (removed && id === chat.conversationId) ai.newConversation();
          });
        }}
      />
    </>
  );
}

/** /toAI (route name ai): the AI assistant, for logged-in members; a visitor is asked to log in. */
export function AiPage() {
  const store = useSiteStore();
  const { username } = useSiteState(store);
  if (username === null) {
    return (
      <section className={styles.prompt} aria-label="需要登录">
        <h1 className={styles.title}>币见 AI 助手</h1>
        <p>登录后即可使用 AI 助手，对话记录在您的所有设备上同步。</p>
        <Button onPress={() => store.actions.openLogin()}>登录/注册</Button>
      </section>
    );
  }
  return <AiChat />;
}
