import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';
import * as list from '../ListScreen/ListScreen.css.ts';
import * as styles from './DataTable.css.ts';

// The tables only lay rows out: paging is `pageOf` from the domain, so no TanStack feature is on.
const features = tableFeatures({});
type Features = typeof features;

/** The column helper for a DataTable over rows of `TData`. */
export function dataTableColumns<TData extends RowData>() {
  return createColumnHelper<Features, TData>();
}

export interface DataTableProps<TData extends RowData> {
  /**
   * Made with `dataTableColumns<TData>().columns([...])`. Keep the array stable between renders
   * (useMemo): a new one makes TanStack rebuild its row model.
   */
  columns: TableOptions<Features, TData>['columns'];
  /** The rows shown, already paged. */
  rows: readonly TData[];
  getRowId: (row: TData) => string;
  /** Names the table for assistive technology, e.g. 订单列表. */
  label: string;
  /** Shown under the header when there are no rows. */
  emptyText: string;
}

/** A scrolling table with a header row and one row a datum, under a list screen. */
export function DataTable<TData extends RowData>({
  columns,
  rows,
  getRowId,
  label,
  emptyText,
}: DataTableProps<TData>) {
  const table = useTable({ features, columns, data: rows as TData[], getRowId });
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} className={styles.headCell} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={styles.cell}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className={list.empty}>{emptyText}</p> : null}
    </div>
  );
}
