import type { DocumentSummary, EditableDocument, KnowledgeGroupRef } from '@coinsight/domain/api';
import { toggleTarget, type DocumentKind, type DocumentState } from '@coinsight/domain/documents';
import { messages } from '@coinsight/domain/messages';
import type { DocumentListStatus } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { failureText, type DocumentsApi } from './documentsApi.ts';

const m = messages.documents;
const pageSize = 20;

type Notice = { tone: 'error' | 'success'; message: string } | null;

/**
 * One kind's list mode: the page of documents (a search waits for the typing to pause), the state
 * filter, and each row's publish/take-down and 编辑, which loads the document and hands it to `onOpen`.
 * It keeps its page and filters while the editor is shown, and `reload` fetches the page again.
 */
export function useDocumentList(
  kind: DocumentKind,
  api: DocumentsApi,
  onOpen: (doc: EditableDocument) => void,
) {
  const [rows, setRows] = useState<DocumentSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [groups, setGroups] = useState<KnowledgeGroupRef[]>([]);
  const [status, setStatus] = useState<DocumentListStatus>('loading');
  const [listError, setListError] = useState<string>(m.loadFailed);
  const [page, setPage] = useState(1);
  const [stateFilter, setStateFilter] = useState<DocumentState | null>(null);
  const [query, setQuery] = useState('');
  const [reloads, setReloads] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const reload = () => setReloads((n) => n + 1);

  useEffect(() => {
    const controller = new AbortController();
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
  }, [api, kind, page, stateFilter, query, reloads]);

  const edit = async (row: DocumentSummary) => {
    setBusyId(row.id);
    setNotice(null);
    try {
      onOpen(await api.get(row.kind, row.id));
    } catch (error) {
      setNotice({ tone: 'error', message: failureText(error, m.loadFailed) });
    } finally {
      setBusyId(null);
    }
  };

  const toggleRow = async (row: DocumentSummary) => {
    setBusyId(row.id);
    setNotice(null);
    const target = toggleTarget(row.state);
    try {
      await api.setState(row.kind, row.id, target);
      setNotice({
        tone: 'success',
        message: `「${row.title}」${target === 'published' ? m.publishedDone : m.unpublishedDone}`,
      });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', message: failureText(error, m.saveFailed) });
    } finally {
      setBusyId(null);
    }
  };

  return {
    groups,
    reload,
    /** The list's props, but for 新建 (the workspace's). */
    props: {
      status,
      rows,
      total,
      page,
      pageSize,
      onPageChange: setPage,
      stateFilter,
      onStateFilterChange: (state: DocumentState | null) => {
        setStateFilter(state);
        setPage(1);
      },
      query,
      onQueryChange: (q: string) => {
        setQuery(q);
        setPage(1);
      },
      onEdit: (row: DocumentSummary) => void edit(row),
      onToggleState: (row: DocumentSummary) => void toggleRow(row),
      busyId,
      errorText: listError,
      onRetry: reload,
      notice,
    },
  };
}
