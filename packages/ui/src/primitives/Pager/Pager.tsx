import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import * as list from '../ListScreen/ListScreen.css.ts';
import * as styles from './Pager.css.ts';

export interface PagerProps {
  /** The page shown, 1-based. */
  page: number;
  pageCount: number;
  /** How many items there are in all. */
  total: number;
  pageSize: number;
  /** The sizes offered. */
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Names the pager for assistive technology, e.g. 订单分页. */
  label: string;
}

/** Page size choice plus previous/next, under a list. */
export function Pager({
  page,
  pageCount,
  total,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  label,
}: PagerProps) {
  const sizeId = useId();
  return (
    <nav className={styles.pager} aria-label={label}>
      <span className={styles.group}>
        <label htmlFor={sizeId}>每页条数</label>
        <select
          id={sizeId}
          className={list.input}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </select>
        <span>共 {total} 条</span>
      </span>
      <span className={styles.group}>
        <Button variant="ghost" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
          上一页
        </Button>
        <span aria-live="polite">
          第 {page} / {pageCount} 页
        </span>
        <Button
          variant="ghost"
          isDisabled={page >= pageCount}
          onPress={() => onPageChange(page + 1)}
        >
          下一页
        </Button>
      </span>
    </nav>
  );
}
