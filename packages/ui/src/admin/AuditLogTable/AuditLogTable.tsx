import { auditActionLabels } from '@coinsight/domain/admin';
import { auditPageSize, type AuditEntryView } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { beijingDateTime } from '@coinsight/domain/time';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { DataTable, dataTableColumns } from '../../primitives/DataTable/DataTable.tsx';
import { ListScreen } from '../../primitives/ListScreen/ListScreen.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as panel from '../shared/adminPanel.css.ts';
import { StackedCell } from '../shared/stackedCell.tsx';
import * as stackedTable from '../shared/stackedTable.css.ts';
import { auditChanges } from './auditChanges.ts';

export interface AuditFilters {
  /** An admin's name, exact. */
  admin?: string;
  /** An action (member.adjust) or an area with its dot (member.). */
  action?: string;
  /** Beijing days, both included. */
  start?: string;
  end?: string;
}

export interface AuditLogTableProps {
  /** One page of entries, newest first. */
  entries: readonly AuditEntryView[];
  /** Every entry matching the filters. */
  total: number;
  /** The first entry's position, from 0. */
  offset: number;
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
  onOffsetChange: (offset: number) => void;
  /** @default 'ready' */
  state?: 'ready' | 'loading' | 'error';
  /** @default 操作日志加载失败，请稍后重试 */
  errorText?: string;
  onRetry?: () => void;
  /** The page size the server answers with. @default 50 */
  pageSize?: number;
}

/** The action filter's choices: every area (its actions together), then each action. */
const areaLabels: Record<string, string> = {
  'admin.': '管理员（全部）',
  'member.': '会员（全部）',
  'refund.': '退款（全部）',
  'catalogue.': '指标目录（全部）',
  'data.': '数据导入（全部）',
  'news.': '新闻（全部）',
  'document.': '文档（全部）',
};

const column = dataTableColumns<AuditEntryView>();
const columns = column.columns([
  column.accessor('created_at', {
    header: '时间（北京时间）',
    cell: (info) => (
      <StackedCell label="时间">
        <span className={list.mono}>{beijingDateTime(info.getValue())}</span>
      </StackedCell>
    ),
  }),
  column.accessor('admin_username', {
    header: '管理员',
    cell: (info) => <StackedCell label="管理员">{info.getValue()}</StackedCell>,
  }),
  column.accessor('action_label', {
    header: '操作',
    cell: (info) => <StackedCell label="操作">{info.getValue()}</StackedCell>,
  }),
  column.accessor('target', {
    header: '对象',
    cell: (info) => (
      <StackedCell label="对象">
        <span className={list.mono}>{info.getValue()}</span>
      </StackedCell>
    ),
  }),
  column.display({
    id: 'changes',
    header: '变更（前 → 后）',
    cell: (info) => {
      const changes = auditChanges(info.row.original.before, info.row.original.after);
      return (
        <StackedCell label="变更">
          {changes.length === 0 ? (
            '—'
          ) : (
            <ul className={panel.section} style={{ margin: 0, paddingLeft: '1em', gap: 0 }}>
              {changes.map((change) => (
                <li key={change.field} className={list.mono}>
                  {change.field}：{change.before} → {change.after}
                </li>
              ))}
            </ul>
          )}
        </StackedCell>
      );
    },
  }),
]);

/** The audit log: every admin action (who, what, when, before and after), filtered and paged. */
export function AuditLogTable({
  entries,
  total,
  offset,
  filters,
  onFiltersChange,
  onOffsetChange,
  state = 'ready',
  errorText = '操作日志加载失败，请稍后重试',
  onRetry,
  pageSize = auditPageSize,
}: AuditLogTableProps) {
  const id = useId();
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [refusal, setRefusal] = useState<string | null>(null);
  const page = Math.floor(offset / pageSize) + 1;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const apply = () => {
    if (draft.start && draft.end && draft.start > draft.end)
      return setRefusal(messages.admin.statisticsRangeInvalid);
    setRefusal(null);
    const admin = draft.admin?.trim();
    onFiltersChange({
      ...(admin ? { admin } : {}),
      ...(draft.action ? { action: draft.action } : {}),
      ...(draft.start ? { start: draft.start } : {}),
      ...(draft.end ? { end: draft.end } : {}),
    });
  };

  return (
    <ListScreen
      title="操作日志"
      toolbar={
        <form
          className={panel.row}
          style={{ alignItems: 'flex-end' }}
          aria-label="筛选操作日志"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <span className={list.field}>
            <label className={list.label} htmlFor={`${id}-admin`}>
              管理员
            </label>
            <input
              id={`${id}-admin`}
              className={list.input}
              value={draft.admin ?? ''}
              maxLength={64}
              placeholder="全部"
              onChange={(event) => setDraft({ ...draft, admin: event.target.value })}
            />
          </span>
          <span className={list.field}>
            <label className={list.label} htmlFor={`${id}-action`}>
              操作类型
            </label>
            <select
              id={`${id}-action`}
              className={list.input}
              value={draft.action ?? ''}
              onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            >
              <option value="">全部</option>
              {Object.entries(areaLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
              {Object.entries(auditActionLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </span>
          <span className={list.field}>
            <label className={list.label} htmlFor={`${id}-start`}>
              开始日期
            </label>
            <input
              id={`${id}-start`}
              type="date"
              className={list.input}
              value={draft.start ?? ''}
              onChange={(event) => setDraft({ ...draft, start: event.target.value })}
            />
          </span>
          <span className={list.field}>
            <label className={list.label} htmlFor={`${id}-end`}>
              结束日期
            </label>
            <input
              id={`${id}-end`}
              type="date"
              className={list.input}
              value={draft.end ?? ''}
              onChange={(event) => setDraft({ ...draft, end: event.target.value })}
            />
          </span>
          <Button type="submit">筛选</Button>
        </form>
      }
    >
      <Notice message={refusal} />
      <LoadState
        state={state}
        loadingText="操作日志加载中…"
        errorText={errorText}
        onRetry={onRetry}
      >
        <p className={panel.muted} role="status">
          共 {total} 条记录
        </p>
        <div className={stackedTable.stacked}>
          <DataTable
            columns={columns}
            rows={entries}
            getRowId={(entry) => String(entry.id)}
            label="操作记录列表"
            emptyText="没有符合条件的操作记录"
          />
        </div>
        {pageCount > 1 ? (
          <span className={panel.row}>
            <Button
              variant="secondary"
              isDisabled={page <= 1}
              onPress={() => onOffsetChange(Math.max(0, offset - pageSize))}
            >
              上一页
            </Button>
            <span>
              第 {page} / {pageCount} 页
            </span>
            <Button
              variant="secondary"
              isDisabled={page >= pageCount}
              onPress={() => onOffsetChange(offset + pageSize)}
            >
              下一页
            </Button>
          </span>
        ) : null}
      </LoadState>
    </ListScreen>
  );
}
