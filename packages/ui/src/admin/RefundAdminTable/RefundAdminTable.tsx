import type { RefundAction, RefundRequestItem } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { defaultRefundAdminPageSize, pageOf, refundAdminPageSizes } from '@coinsight/domain/orders';
import { beijingDateTime } from '@coinsight/domain/time';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../feedback/ConfirmDialog/ConfirmDialog.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { DataTable, dataTableColumns } from '../../primitives/DataTable/DataTable.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { Pager } from '../../primitives/Pager/Pager.tsx';
import { ListScreen } from '../../primitives/ListScreen/ListScreen.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { StackedCell } from '../shared/stackedCell.tsx';
import * as stackedTable from '../shared/stackedTable.css.ts';
import * as styles from './RefundAdminTable.css.ts';

export const refundAdminStates = ['ready', 'loading', 'error'] as const;
export type RefundAdminState = (typeof refundAdminStates)[number];

export interface RefundAdminTableProps {
  /** The pending requests of the chosen day, oldest first. */
  requests: readonly RefundRequestItem[];
  /** The Beijing calendar day shown, YYYY-MM-DD. */
  date: string;
  onDateChange: (date: string) => void;
  /**
   * refund/process. `reason` is the uniform rejection reason (rejections only). Resolves with the
   * server's confirmation; rejects with the text to show. The page drops the request from the list.
   */
  onProcess: (request: RefundRequestItem, action: RefundAction, reason?: string) => Promise<string>;
  /** @default 'ready' */
  state?: RefundAdminState;
  /** What failed in the error state. @default '退款申请加载失败，请稍后重试' */
  errorText?: string;
  onRetry?: () => void;
}

interface RowActions {
  busyId: number | null;
  process: (request: RefundRequestItem, action: RefundAction) => void;
  /** 同意 only asks: the refund moves money and cannot be taken back. */
  askApproval: (request: RefundRequestItem) => void;
}

const column = dataTableColumns<RefundRequestItem>();

function columnsFor({ busyId, process, askApproval }: RowActions) {
  return column.columns([
    column.accessor('id', {
      header: '申请编号',
      cell: (info) => <StackedCell label="申请编号">{info.getValue()}</StackedCell>,
    }),
    column.accessor('user', {
      header: '用户',
      cell: (info) => <StackedCell label="用户">{info.getValue()}</StackedCell>,
    }),
    column.accessor('out_trade_no', {
      header: '订单号',
      cell: (info) => (
        <StackedCell label="订单号">
          <span className={list.mono}>{info.getValue()}</span>
        </StackedCell>
      ),
    }),
    column.accessor('time', {
      header: '申请时间（北京时间）',
      cell: (info) => (
        <StackedCell label="申请时间">
          <span className={list.mono}>{beijingDateTime(info.getValue())}</span>
        </StackedCell>
      ),
    }),
    column.accessor('amount', {
      header: '退款金额',
      cell: (info) => (
        <StackedCell label="退款金额">
          <span className={list.mono}>
            ¥{info.getValue()}（{info.row.original.refundall ? '全额' : '部分'}）
          </span>
        </StackedCell>
      ),
    }),
    column.accessor('reason', {
      header: '退款原因',
      cell: (info) => (
        <StackedCell label="退款原因">
          <span className={styles.wrap}>{info.getValue()}</span>
        </StackedCell>
      ),
    }),
    column.accessor('contact_info', {
      header: '联系方式',
      cell: (info) => (
        <StackedCell label="联系方式">
          <span className={styles.wrap}>{info.getValue()}</span>
        </StackedCell>
      ),
    }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: (info) => {
        const request = info.row.original;
        const busy = busyId !== null;
        return (
          <StackedCell label="操作">
            <span className={styles.actions}>
              <Button
                variant="primary"
                aria-label={`同意退款申请 ${request.id}`}
                isDisabled={busy}
                onPress={() => askApproval(request)}
              >
                同意
              </Button>
              <Button
                variant="danger"
                aria-label={`拒绝退款申请 ${request.id}`}
                isDisabled={busy}
                onPress={() => process(request, 'reject')}
              >
                拒绝
              </Button>
            </span>
          </StackedCell>
        );
      },
    }),
  ]);
}

/** Spec 2 §6: the admin's refund desk — requests by day, approve or reject with a uniform reason. */
export function RefundAdminTable({
  requests,
  date,
  onDateChange,
  onProcess,
  state = 'ready',
  errorText = messages.admin.refundsLoadFailed,
  onRetry,
}: RefundAdminTableProps) {
  const id = useId();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultRefundAdminPageSize);
  const [rejectReason, setRejectReason] = useState<string>(messages.orders.defaultRejectReason);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [answer, setAnswer] = useState<{ text: string; ok: boolean } | null>(null);
  const [approving, setApproving] = useState<RefundRequestItem | null>(null);

  // The row buttons read the latest reason and callback without rebuilding the table's columns.
  const latest = useRef({ rejectReason, onProcess });
  useEffect(() => {
    latest.current = { rejectReason, onProcess };
  });

  const process = useCallback(async (request: RefundRequestItem, action: RefundAction) => {
    setBusyId(request.id);
    setAnswer(null);
    try {
      const reason = latest.current.rejectReason.trim() || messages.orders.defaultRejectReason;
      const text = await latest.current.onProcess(
        request,
        action,
        action === 'reject' ? reason : undefined,
      );
      setAnswer({ text, ok: true });
    } catch (error) {
      const fallback =
        action === 'reject' ? messages.orders.rejectFailed : messages.orders.operationFailed;
      setAnswer({
        text: error instanceof Error && error.message ? error.message : fallback,
        ok: false,
      });
    } finally {
      setBusyId(null);
    }
  }, []);

  const shown = useMemo(() => pageOf(requests, page, pageSize), [requests, page, pageSize]);
  const columns = useMemo(
    () => columnsFor({ busyId, process: (r, a) => void process(r, a), askApproval: setApproving }),
    [busyId, process],
  );

  return (
    <ListScreen
      title="退款申请"
      toolbar={
        <>
          <span className={list.field}>
            <label className={list.label} htmlFor={`${id}-date`}>
              申请日期
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className={list.input}
              value={date}
              required
              onChange={(event) => {
                if (event.target.value) {
                  setPage(1);
                  onDateChange(event.target.value);
                }
              }}
            />
          </span>
          <span className={`${list.field} ${styles.reason}`}>
            <label className={list.label} htmlFor={`${id}-reason`}>
              统一拒绝理由
            </label>
            <input
              id={`${id}-reason`}
              className={list.input}
              value={rejectReason}
              maxLength={200}
              placeholder={messages.orders.defaultRejectReason}
              onChange={(event) => setRejectReason(event.target.value)}
            />
          </span>
        </>
      }
    >
      <Notice message={answer?.text ?? null} tone={answer?.ok ? 'success' : 'error'} />
      <LoadState
        state={state}
        loadingText="退款申请加载中…"
        errorText={errorText}
        onRetry={onRetry}
      >
        <div className={stackedTable.stacked}>
          <DataTable
            columns={columns}
            rows={shown.items}
            getRowId={(request) => String(request.id)}
            label={`${date} 的退款申请`}
            emptyText={messages.admin.noPendingRefunds}
          />
        </div>
        <Pager
          label="退款申请分页"
          page={shown.page}
          pageCount={shown.pageCount}
          total={shown.total}
          pageSize={pageSize}
          pageSizes={refundAdminPageSizes}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </LoadState>
      <ConfirmDialog
        isOpen={approving !== null}
        title="确认同意退款"
        message={
          approving
            ? `将向用户 ${approving.user} 退款 ¥${approving.amount}（${approving.refundall ? '全额' : '部分'}），订单号 ${approving.out_trade_no}。退款立即发起，会员时长相应缩短，且无法撤销。`
            : ''
        }
        confirmLabel="确认退款"
        onConfirm={() => {
          const request = approving;
          setApproving(null);
          if (request) void process(request, 'approve');
        }}
        onCancel={() => setApproving(null)}
      />
    </ListScreen>
  );
}
