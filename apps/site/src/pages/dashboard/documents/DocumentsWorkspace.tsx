import type { DocumentSummary, KnowledgeGroupRef } from '@coinsight/domain/api';
import {
  documentKindLabels,
  draftErrors,
  draftOf,
  emptyDraft,
  inputOf,
  toggleTarget,
  type DocumentDraft,
  type DocumentKind,
  type DocumentState,
  type DraftField,
} from '@coinsight/domain/documents';
import { messages } from '@coinsight/domain/messages';
import {
  DocumentEditor,
  DocumentList,
  DocumentPreview,
  type DocumentListStatus,
  type DocumentPreviewStatus,
} from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { failureText, type DocumentsApi } from './documentsApi.ts';

const m = messages.documents;
const pageSize = 20;

type Notice = { tone: 'error' | 'success'; message: string } | null;

/** Which document the editor holds: null id until the first save. */
interface Open {
  id: number | null;
  state: DocumentState | null;
  publishedAt: string | null;
}

/** The refusal's field, from the server's reason (the contract's texts are one per field). */
function fieldOf(message: string): DraftField | null {
  const byText: Record<string, DraftField> = {
    [m.titleRequired]: 'title',
    [m.titleTooLong]: 'title',
    [m.knowledgeTitleTooLong]: 'title',
    [m.bodyRequired]: 'html',
    [m.bodyTooLong]: 'html',
    [m.summaryTooLong]: 'summary',
    [m.groupNotFound]: 'groupId',
    [m.groupRequired]: 'groupId',
    [m.leadRequired]: 'headerKlg',
    [m.leadTooLong]: 'headerKlg',
    [m.keywordsInvalid]: 'keywords',
  };
  return Object.entries(byText).find(([text]) => message.includes(text))?.[1] ?? null;
}

/** One kind's documents: the list, the editor and the preview, with the calls behind them. */
export function DocumentsWorkspace({ kind, api }: { kind: DocumentKind; api: DocumentsApi }) {
  const kindLabel = documentKindLabels[kind];
  const [view, setView] = useState<'list' | 'edit' | 'preview'>('list');
  const [rows, setRows] = useState<DocumentSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [groups, setGroups] = useState<KnowledgeGroupRef[]>([]);
  const [status, setStatus] = useState<DocumentListStatus>('loading');
  const [listError, setListError] = useState<string>(m.loadFailed);
  const [page, setPage] = useState(1);
  const [stateFilter, setStateFilter] = useState<DocumentState | null>(null);
  const [query, setQuery] = useState('');
  const [reload, setReload] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [listNotice, setListNotice] = useState<Notice>(null);

  const [open, setOpen] = useState<Open>({ id: null, state: null, publishedAt: null });
  const [draft, setDraft] = useState<DocumentDraft>(() => emptyDraft(kind, []));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ status: DocumentPreviewStatus; html: string }>({
    status: 'loading',
    html: '',
  });

  useEffect(() => {
    const controller = new AbortController();
    // A search waits for the typing to pause.
    const timer = setTimeout(() => {
      setStatus('loading');
      api
        .list(
          kind,
          { offset: (page - 1) * pageSize, limit: pageSize, state: stateFilter, q: query },
          controller.signal,
        )
        .then(
          (answer) => {
            setRows(answer.results);
            setTotal(answer.total);
            setGroups(answer.groups);
            setStatus('ready');
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setListError(failureText(error, m.loadFailed));
            setStatus('error');
          },
        );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, kind, page, stateFilter, query, reload]);

  const startNew = () => {
    setOpen({ id: null, state: null, publishedAt: null });
    setDraft(emptyDraft(kind, groups));
    setErrors({});
    setNotice(null);
    setView('edit');
  };

  const edit = async (row: DocumentSummary) => {
    setBusyId(row.id);
    setListNotice(null);
    try {
      const doc = await api.get(row.kind, row.id);
      setOpen({
        id: doc.id,
        state: doc.state,
        publishedAt: doc.kind === 'news' ? doc.published_at : null,
      });
      setDraft(draftOf(doc));
      setErrors({});
      setNotice(null);
      setView('edit');
    } catch (error) {
      setListNotice({ tone: 'error', message: failureText(error, m.loadFailed) });
    } finally {
      setBusyId(null);
    }
  };

  const toggleRow = async (row: DocumentSummary) => {
    setBusyId(row.id);
    setListNotice(null);
    const target = toggleTarget(row.state);
    try {
      await api.setState(row.kind, row.id, target);
      setListNotice({
        tone: 'success',
        message: `「${row.title}」${target === 'published' ? m.publishedDone : m.unpublishedDone}`,
      });
      setReload((n) => n + 1);
    } catch (error) {
      setListNotice({ tone: 'error', message: failureText(error, m.saveFailed) });
    } finally {
      setBusyId(null);
    }
  };

  const refused = (error: unknown, fallback: string) => {
    const message = failureText(error, fallback);
    const field = fieldOf(message);
    if (field) setErrors({ [field]: message });
    setNotice({ tone: 'error', message });
  };

  const save = async (): Promise<boolean> => {
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice({ tone: 'error', message: Object.values(found)[0] ?? m.saveFailed });
      return false;
    }
    setBusy(true);
    try {
      const doc = await api.save(open.id, inputOf(draft));
      setOpen({
        id: doc.id,
        state: doc.state,
        publishedAt: doc.kind === 'news' ? doc.published_at : null,
      });
      setDraft(draftOf(doc));
      setNotice({ tone: 'success', message: m.saved });
      setReload((n) => n + 1);
      return true;
    } catch (error) {
      refused(error, m.saveFailed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggleOpen = async () => {
    if (open.id === null || open.state === null) return;
    // Publishing shows what is in the form: it is saved first.
    if (!(await save())) return;
    const target = toggleTarget(open.state);
    setBusy(true);
    try {
      const doc = await api.setState(kind, open.id, target);
      setOpen({
        id: doc.id,
        state: doc.state,
        publishedAt: doc.kind === 'news' ? doc.published_at : null,
      });
      setNotice({
        tone: 'success',
        message: target === 'published' ? m.publishedDone : m.unpublishedDone,
      });
      setReload((n) => n + 1);
    } catch (error) {
      refused(error, m.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const showPreview = async () => {
    const found = draftErrors(draft);
    if (found.html) {
      setErrors(found);
      setNotice({ tone: 'error', message: found.html });
      return;
    }
    setView('preview');
    setPreview({ status: 'loading', html: '' });
    try {
      setPreview({ status: 'ready', html: await api.preview(draft.html) });
    } catch (error) {
      setPreview({ status: 'error', html: failureText(error, '预览失败，请重试') });
    }
  };

  if (view === 'preview') {
    return (
      <DocumentPreview
        status={preview.status}
        kind={kind}
        title={draft.title}
        lead={draft.headerKlg}
        html={preview.status === 'ready' ? preview.html : ''}
        {...(open.publishedAt ? { time: open.publishedAt } : {})}
        errorText={preview.status === 'error' ? preview.html : undefined}
        onRetry={() => void showPreview()}
        onBack={() => setView('edit')}
      />
    );
  }

  if (view === 'edit') {
    return (
      <DocumentEditor
        draft={draft}
        onChange={setDraft}
        groups={groups}
        state={open.state}
        errors={errors}
        notice={notice}
        busy={busy}
        onSave={() => void save()}
        onPreview={() => void showPreview()}
        onToggleState={() => void toggleOpen()}
        onBack={() => setView('list')}
        onUploadImage={(file) =>
          api.uploadImage(file).catch((error: unknown) => {
            throw new Error(failureText(error, m.imageUploadFailed));
          })
        }
      />
    );
  }

  return (
    <DocumentList
      status={status}
      kindLabel={kindLabel}
      rows={rows}
      total={total}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      stateFilter={stateFilter}
      onStateFilterChange={(state) => {
        setStateFilter(state);
        setPage(1);
      }}
      query={query}
      onQueryChange={(q) => {
        setQuery(q);
        setPage(1);
      }}
      onCreate={startNew}
      onEdit={(row) => void edit(row)}
      onToggleState={(row) => void toggleRow(row)}
      busyId={busyId}
      errorText={listError}
      onRetry={() => setReload((n) => n + 1)}
      notice={listNotice}
    />
  );
}
