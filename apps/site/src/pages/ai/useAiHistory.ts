import {
  conversations as conversationsEndpoint,
  deleteConversation,
  exportConversation,
  type AiConversationSummary,
} from '@coinsight/domain/api';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { call } from '../../api/client.ts';

export interface AiHistory {
  conversations: AiConversationSummary[];
  loading: boolean;
  error: string | null;
}

/** Saves a text as a file through the browser's download. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The member's conversations as the server keeps them (the same on every device). */
export function useAiHistory(onLoginNeeded: () => void) {
  const [history, setHistory] = useState<AiHistory>({
    conversations: [],
    loading: true,
    error: null,
  });

  const refuse = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 401) onLoginNeeded();
      return isApiError(error) ? error.message : '请求失败';
    },
    [onLoginNeeded],
  );

  const reload = useCallback(async () => {
    try {
      const { data } = await call(conversationsEndpoint);
      setHistory({ conversations: data, loading: false, error: null });
    } catch (error) {
      const message = refuse(error);
      setHistory((current) => ({ ...current, loading: false, error: message }));
    }
  }, [refuse]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return {
    history,
    reload,
    /** Deletes for good; false with the reason shown when the server refused. */
    remove: async (id: string): Promise<boolean> => {
      try {
        await call(deleteConversation, { params: { id } });
        await reload();
        return true;
      } catch (error) {
        const message = refuse(error);
        setHistory((current) => ({ ...current, error: message }));
        return false;
      }
    },
    exportMarkdown: async (id: string) => {
      try {
        const text = await call(exportConversation, { params: { id } });
        download(`coinsight-ai-${id}.md`, text);
      } catch (error) {
        const message = refuse(error);
        setHistory((current) => ({ ...current, error: message }));
      }
    },
  };
}
