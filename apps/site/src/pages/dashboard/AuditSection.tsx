import { auditLog } from '@coinsight/domain/api';
import { AuditLogTable, type AuditFilters } from '@coinsight/ui';
import { useState } from 'react';
import { call } from '../../api/client.ts';
import { useAdminLoad } from './useAdminLoad.ts';

/** 操作日志: every admin action, newest first, filtered and paged by the server. */
export function AuditSection() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [offset, setOffset] = useState(0);
  const load = useAdminLoad(
    (signal) => call(auditLog, { query: { ...filters, offset }, signal }),
    JSON.stringify([filters, offset]),
    '操作日志加载失败，请稍后重试',
  );
  return (
    <AuditLogTable
      entries={load.data?.results ?? []}
      total={load.data?.total ?? 0}
      offset={offset}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        setOffset(0);
      }}
      onOffsetChange={setOffset}
      state={load.state}
      errorText={load.errorText}
      onRetry={load.retry}
    />
  );
}
