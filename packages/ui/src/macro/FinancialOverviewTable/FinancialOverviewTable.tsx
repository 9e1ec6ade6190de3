import { impactStatusLabels, seriesById, type FinancialRow } from '@coinsight/domain/market';
import { messages } from '@coinsight/domain/messages';
import {
  createColumnHelper,
  createPaginatedRowModel,
  rowPaginationFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import * as table from '../../primitives/DataTable/DataTable.css.ts';
import { DemoMark } from '../../primitives/DemoMark/DemoMark.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { Pager } from '../../primitives/Pager/Pager.tsx';
import { ChangeText } from '../private/ChangeText.tsx';
import { LoadingStatus } from '../private/LoadingStatus.tsx';
import * as macro from '../private/macro.css.ts';
import * as styles from './FinancialOverviewTable.css.ts';

/** Spec 3 §9: the page sizes offered, 20 by default. */
export const overviewPageSizes = [10, 20, 50] as const;
export type OverviewPageSize = (typeof overviewPageSizes)[number];
export const defaultOverviewPageSize: OverviewPageSize = 20;

/** What the table shows: the loading step, the rows, or one of spec 3 §8's failures. */
export const overviewStatuses = ['loading', 'ready', 'failed', 'badFormat'] as const;
export type OverviewStatus = (typeof overviewStatuses)[number];

export interface FinancialOverviewTableProps {
  /** Every row (the table pages them), in catalogue order. */
  rows: readonly FinancialRow[];
  /** @default 'ready' */
  status?: OverviewStatus;
  /** The loading step's percentage while loading (10, 30, 60, 90). @default 10 */
  progress?: number;
  /** The page shown, 1-based; the site keeps it in local storage. */
  page: number;
  /** Rows a page: 10, 20 or 50. */
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** 刷新: loads the rows again, past the cache. */
  onRefresh: () => void;
  /** A row (or its name) was chosen: the site opens the series page with the spec's query. */
  onOpen: (row: FinancialRow) => void;
  /** Ids of the series the demo generator made (issue 34): 演示数据 after their name. */
  demoSeries?: ReadonlySet<string>;
}

const features = tableFeatures({
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
const column = createColumnHelper<typeof features, FinancialRow>();

const noDemo: ReadonlySet<string> = new Set();

/** The catalogue's reason when no outside source feeds the row's series (issue 34). */
const unavailableReason = (row: FinancialRow) => seriesById(row.id)?.unavailable;

function columnsFor(onOpen: (row: FinancialRow) => void, demoSeries: ReadonlySet<string>) {
  // A series no source will ever feed keeps its generated figures for good: they are withheld
  // rather than shown beside real ones. Figures an admin imported from a file are real and shown.
  const withheld = (row: FinancialRow) =>
    unavailableReason(row) !== undefined && demoSeries.has(row.id);
  return column.columns([
    column.accessor('updateTime', {
      header: '时间',
      cell: (info) => (
        <span className={macro.number}>{withheld(info.row.original) ? '—' : info.getValue()}</span>
      ),
    }),
    column.accessor('name', {
      header: '指标名称',
      cell: (info) => {
        const reason = unavailableReason(info.row.original);
        return (
          <>
            <AriaButton className={macro.nameButton} onPress={() => onOpen(info.row.original)}>
              {info.getValue()}
            </AriaButton>
            {demoSeries.has(info.row.original.id) && reason === undefined ? (
              <>
                {' '}
                <DemoMark demo />
              </>
            ) : null}
            {reason === undefined ? null : <span className={styles.reason}>{reason}</span>}
          </>
        );
      },
    }),
    column.accessor('value', {
      header: '当前值',
      cell: (info) =>
        withheld(info.row.original) ? (
          <span className={styles.noData}>暂无数据</span>
        ) : (
          <span className={macro.number}>{info.getValue()}</span>
        ),
    }),
    column.accessor('status', {
      header: '对比特币影响',
      cell: (info) =>
        withheld(info.row.original) ? (
          '—'
        ) : (
          <span className={macro.status[info.getValue()]}>
            {impactStatusLabels[info.getValue()]}
          </span>
        ),
    }),
    column.accessor('categoryLabel', { header: '数据类型' }),
    column.accessor('change', {
      header: '较上次变化(%)',
      cell: (info) => (withheld(info.row.original) ? '—' : <ChangeText change={info.getValue()} />),
    }),
  ]);
}

/**
 * Spec 3 §2.5: the financial overview (金融数据概览) — time, name, value, impact on Bitcoin, data type and
 * change versus last (red down, green up), paged 10 / 20 / 50, with 刷新. A row click opens the series.
 */
export function FinancialOverviewTable({
  rows,
  status = 'ready',
  progress = 10,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  onRefresh,
  onOpen,
  demoSeries = noDemo,
}: FinancialOverviewTableProps) {
  // Kept stable between renders: a new columns array makes TanStack rebuild its row model.
  const columns = useMemo(() => columnsFor(onOpen, demoSeries), [onOpen, demoSeries]);
  // Spec 3 §8: a failed load leaves the table empty.
  const data = status === 'ready' ? (rows as FinancialRow[]) : [];
  const pageCount = Math.max(1, Math.ceil(data.length / pageSize));
  const pageIndex = Math.min(Math.max(1, page), pageCount) - 1;
  const grid = useTable({
    features,
    columns,
    data,
    getRowId: (row) => row.id,
    state: { pagination: { pageIndex, pageSize } },
    onPaginationChange: () => {},
  });
  const shown = grid.getRowModel().rows;

  return (
    <section className={styles.root} aria-label="金融数据概览">
      <div className={styles.header}>
        <h1 className={styles.title}>金融数据概览</h1>
        <Button variant="secondary" onPress={onRefresh} isDisabled={status === 'loading'}>
          刷新
        </Button>
      </div>
      {status === 'loading' ? <LoadingStatus percent={progress} /> : null}
      {status === 'failed' ? <Notice message={messages.market.loadFailed} /> : null}
      {status === 'badFormat' ? <Notice message={messages.market.badFormat} /> : null}
      <div className={table.scroll} role="region" aria-label="金融数据列表" tabIndex={0}>
        <table className={table.table} aria-label="金融数据列表">
          <thead>
            {grid.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} className={table.headCell} scope="col">
                    {header.isPlaceholder ? null : <grid.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {shown.map((row) => (
              // The whole row opens the series for a mouse or a finger; the name's button is the keyboard's way.
              <tr
                key={row.id}
                className={styles.row}
                onClick={(event) => {
                  // The name's button has opened it already.
                  if (!(event.target as Element).closest('button')) onOpen(row.original);
                }}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={table.cell}>
                    <grid.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {status === 'ready' && rows.length === 0 ? <p className={list.empty}>暂无数据</p> : null}
      </div>
      <Pager
        label="金融数据分页"
        page={pageIndex + 1}
        pageCount={pageCount}
        total={data.length}
        pageSize={pageSize}
        pageSizes={overviewPageSizes}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </section>
  );
}
