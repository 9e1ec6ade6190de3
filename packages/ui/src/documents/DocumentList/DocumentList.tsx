import type { DocumentSummary } from '@coinsight/domain/api';
import {
  documentStateLabels,
  documentStates,
  toggleTarget,
  type DocumentState,
} from '@coinsight/domain/documents';
import { messages } from '@coinsight/domain/messages';
import { formatBeijing } from '@coinsight/domain/time';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice, type NoticeTone } from '../../primitives/Notice/Notice.tsx';
import * as styles from './DocumentList.css.ts';

export const documentListStatuses = ['loading', 'ready', 'error'] as const;
export type DocumentListStatus = (typeof documentListStatuses)[number];

export interface DocumentListProps {
  /** @default 'ready' */
  status?: DocumentListStatus;
  /** What the list holds: 新闻 or 知识文章, in the heading and the 新建 button. */
  kindLabel: string;
  rows: readonly DocumentSummary[];
  total: number;
  /** The page shown, 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The state filter; null shows every state. */
  stateFilter: DocumentState | null;
  onStateFilterChange: (state: DocumentState | null) => void;
  /** The title search as typed. */
  query: string;
  onQueryChange: (query: string) => void;
  onCreate: () => void;
  onEdit: (row: DocumentSummary) => void;
  /** 发布 or 下架, as the row's state offers. */
  onToggleState: (row: DocumentSummary) => void;
  /** The row whose state change is under way (its button waits). @default null */
  busyId?: number | null;
  /** A line about the last row action (已发布, a refusal). @default null */
  notice?: { tone: NoticeTone; message: string } | null;
  /** @default messages.documents.loadFailed */
  errorText?: string;
  onRetry?: () => void;
}

const m = messages.documents;

function stamp(row: DocumentSummary): string {
  if (row.published_at) return `发布于 ${formatBeijing(row.published_at, 'minute')}`;
  if (row.updated_at) return `保存于 ${formatBeijing(row.updated_at, 'minute')}`;
  return '随产品发布';
}

/** The admin's documents of one kind: state, title search, pages, and each row's actions. */
export function DocumentList({
  status = 'ready',
  kindLabel,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  stateFilter,
  onStateFilterChange,
  query,
  onQueryChange,
  onCreate,
  onEdit,
  onToggleState,
  busyId = null,
  notice = null,
  errorText = m.loadFailed,
  onRetry,
}: DocumentListProps) {
  const filterId = useId();
  const searchId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className={styles.root} aria-label={`${kindLabel}列表`}>
      <div className={styles.bar}>
        <label className={styles.field} htmlFor={searchId}>
          搜索标题
          <input
            id={searchId}
            className={styles.input}
            type="search"
            value={query}
            maxLength={40}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor={filterId}>
          状态
          <select
            id={filterId}
            className={styles.input}
            value={stateFilter ?? ''}
            onChange={(event) =>
              onStateFilterChange((event.target.value || null) as DocumentState | null)
            }
          >
            <option value="">全部</option>
            {documentStates.map((state) => (
              <option key={state} value={state}>
                {documentStateLabels[state]}
              </option>
            ))}
          </select>
        </label>
        <Button onPress={onCreate}>新建{kindLabel}</Button>
      </div>
      <Notice message={notice?.message ?? null} tone={notice?.tone ?? 'error'} />
      <LoadState state={status} loadingText="文档加载中…" errorText={errorText} onRetry={onRetry}>
        {rows.length === 0 ? (
          <p className={styles.empty}>{m.empty}</p>
        ) : (
          <ul className={styles.list}>
            {rows.map((row) => {
              const target = toggleTarget(row.state);
              return (
                <li key={`${row.kind}-${row.id}`} className={styles.row}>
                  <div className={styles.text}>
                    <p className={styles.title}>{row.title}</p>
                    <p className={styles.meta}>
                      <span className={styles.state({ state: row.state })}>
                        {documentStateLabels[row.state]}
                      </span>
                      {row.group ? <span>{row.group}</span> : null}
                      <span>{stamp(row)}</span>
                    </p>
                  </div>
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      aria-label={`编辑「${row.title}」`}
                      onPress={() => onEdit(row)}
                    >
                      编辑
                    </Button>
                    <Button
                      variant={target === 'published' ? 'primary' : 'danger'}
                      aria-label={`${target === 'published' ? '发布' : '下架'}「${row.title}」`}
                      isDisabled={busyId === row.id}
                      onPress={() => onToggleState(row)}
                    >
                      {target === 'published' ? '发布' : '下架'}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {total > pageSize ? (
          <nav className={styles.pager} aria-label={`${kindLabel}分页`}>
            <Button variant="ghost" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
              上一页
            </Button>
            <span aria-live="polite">
              第 {page} / {pageCount} 页（共 {total} 篇）
            </span>
            <Button
              variant="ghost"
              isDisabled={page >= pageCount}
              onPress={() => onPageChange(page + 1)}
            >
              下一页
            </Button>
          </nav>
        ) : null}
      </LoadState>
    </section>
  );
}
