import { defaultOverviewPageSize, overviewPageSizes } from '@coinsight/ui';
import { useState } from 'react';

/** Spec 3 §9: the overview's page and page size persist in local storage under these keys. */
export const pagingKeys = { page: 'financial_page', pageSize: 'financial_page_size' } as const;

function readNumber(key: string): number | null {
  const value = Number(localStorage.getItem(key));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The overview's page and size, read from and written to local storage; an odd stored size is 20. */
export function useStoredPaging() {
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>(() => {
    const size = readNumber(pagingKeys.pageSize);
    return {
      page: readNumber(pagingKeys.page) ?? 1,
      pageSize: overviewPageSizes.find((s) => s === size) ?? defaultOverviewPageSize,
    };
  });
  const save = (next: { page: number; pageSize: number }) => {
    localStorage.setItem(pagingKeys.page, String(next.page));
    localStorage.setItem(pagingKeys.pageSize, String(next.pageSize));
    setPaging(next);
  };
  return {
    ...paging,
    setPage: (page: number) => save({ ...paging, page }),
    // A new size starts again from the first page.
    setPageSize: (pageSize: number) => save({ page: 1, pageSize }),
  };
}
