import {
  analysisAdminDay,
  analysisEdit,
  analysisMenu,
  type AnalysisContent,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { AnalysisEditor, type AnalysisEditorStatus } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import type { Call } from '../../../api/client.ts';
import { failureText } from './documentsApi.ts';

type Notice = { tone: 'error' | 'success'; message: string } | null;

/** The daily analyses, through the analysis area's admin read and edit (audited there). */
export function AnalysisWorkspace({ call }: { call: Call }) {
  const [days, setDays] = useState<string[]>([]);
  const [date, setDate] = useState<string | null>(null);
  const [content, setContent] = useState<AnalysisContent | null>(null);
  const [editedBy, setEditedBy] = useState<string | null>(null);
  const [status, setStatus] = useState<AnalysisEditorStatus>('loading');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    call(analysisMenu, { signal: controller.signal }).then(
      ({ months }) => {
        const all = months.flatMap((month) => month.days);
        setDays(all);
        setDate((current) => current ?? all[0] ?? null);
        if (all.length === 0) setStatus('empty');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setNotice({ tone: 'error', message: failureText(error, messages.documents.loadFailed) });
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [call, attempt]);

  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    setStatus('loading');
    call(analysisAdminDay, { params: { date }, signal: controller.signal }).then(
      (record) => {
        setContent({ technical: record.technical, news: record.news });
        setEditedBy(record.edited_by);
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setNotice({ tone: 'error', message: failureText(error, messages.documents.loadFailed) });
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [call, date, attempt]);

  const save = async () => {
    if (!date || !content) return;
    setBusy(true);
    setNotice(null);
    try {
      const record = await call(analysisEdit, { params: { date }, body: content });
      setContent({ technical: record.technical, news: record.news });
      setEditedBy(record.edited_by);
      setNotice({ tone: 'success', message: messages.documents.saved });
    } catch (error) {
      setNotice({ tone: 'error', message: failureText(error, messages.documents.saveFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AnalysisEditor
      status={status}
      days={days}
      date={date}
      onDateChange={(day) => {
        setNotice(null);
        setDate(day);
      }}
      content={content}
      onChange={setContent}
      editedBy={editedBy}
      onSave={() => void save()}
      busy={busy}
      notice={notice}
      onRetry={() => {
        setNotice(null);
        setAttempt((n) => n + 1);
      }}
    />
  );
}
