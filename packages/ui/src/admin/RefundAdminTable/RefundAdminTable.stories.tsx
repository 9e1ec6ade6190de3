import type { RefundAction, RefundRequestItem } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RefundAdminTable, type RefundAdminTableProps } from './RefundAdminTable.tsx';

type Process = RefundAdminTableProps['onProcess'];

function requestsOf(count: number): RefundRequestItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 301 + i,
    user: `1391234${String(5600 + i)}`,
    // 01:10Z + i hours: 09:10 Beijing onwards.
    time: `2026-11-20T${String(1 + i).padStart(2, '0')}:10:00.000Z`,
    reason: i % 2 === 0 ? '开通后无法查看指标数据' : '年度会员只用了一个月，申请部分退款',
    contact_info: i % 2 === 0 ? '13912345678' : 'refund@example.cn',
    amount: i % 2 === 0 ? '30.00' : '200.00',
    refundall: i % 2 === 0,
    out_trade_no: `CS2026112009000${i}G7`,
    status: 'pending' as const,
  }));
}

/** Like the site: a processed request leaves the list. */
function Desk(props: RefundAdminTableProps) {
  const [requests, setRequests] = useState(props.requests);
  const [date, setDate] = useState(props.date);
  return (
    <RefundAdminTable
      {...props}
      requests={requests}
      date={date}
      onDateChange={(next) => {
        setDate(next);
        props.onDateChange(next);
      }}
      onProcess={async (request, action: RefundAction, reason) => {
        const text = await props.onProcess(request, action, reason);
        setRequests((current) => current.filter((r) => r.id !== request.id));
        return text;
      }}
    />
  );
}

const meta = {
  title: 'Admin/RefundAdminTable',
  component: RefundAdminTable,
  tags: ['autodocs'],
  args: {
    requests: requestsOf(7),
    date: '2026-11-20',
    onDateChange: fn(),
    onProcess: fn<Process>(async (_r, action) =>
      action === 'approve' ? '已同意退款' : '已拒绝退款',
    ),
  },
  render: (args) => <Desk {...args} />,
} satisfies Meta<typeof RefundAdminTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: HTMLElement) => within(canvas).getAllByRole('row').slice(1);

export const PendingOfOneDay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: '2026-11-20 的退款申请' });
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    // 2026-11-20T01:10Z is 09:10 in Beijing.
    await expect(table).toHaveTextContent('2026-11-20 09:10:00');
    await expect(table).toHaveTextContent('¥200.00（部分）');
    await expect(canvas.getByRole('textbox', { name: '统一拒绝理由' })).toHaveValue(
      '不符合退款条件',
    );
    const sizes = within(canvas.getByRole('combobox', { name: '每页条数' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(sizes).toEqual(['5 条/页', '10 条/页', '15 条/页', '20 条/页']);
  },
};

export const PageSizes: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '20');
    await expect(bodyRows(canvasElement)).toHaveLength(7);
  },
};

const approveDialog = () => screen.findByRole('alertdialog', { name: '确认同意退款' });

/** 同意 on a request, then 确认退款 in the dialog it opens. */
async function approveAndConfirm(canvas: ReturnType<typeof within>, id: number): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: `同意退款申请 ${id}` }));
  await userEvent.click(within(await approveDialog()).getByRole('button', { name: '确认退款' }));
}

/** Issue 37: money leaves on approval, so a click alone only asks; 取消 leaves the request as it was. */
export const ApproveAsksFirst: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '同意退款申请 302' }));
    const dialog = await approveDialog();
    await expect(dialog).toHaveTextContent('¥200.00（部分）');
    await expect(dialog).toHaveTextContent('CS20261120090001G7');
    await expect(args.onProcess).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onProcess).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '同意退款申请 302' })).toBeEnabled();
  },
};

export const Approve: Story = {
  play: async ({ args, canvas }) => {
    await approveAndConfirm(canvas, 302);
    await expect(args.onProcess).toHaveBeenCalledWith(
      expect.objectContaining({ id: 302 }),
      'approve',
      undefined,
    );
    await expect(await canvas.findByText('已同意退款')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: '同意退款申请 302' })).toBeNull();
  },
};

export const RejectWithDefaultReason: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: '统一拒绝理由' }));
    await userEvent.click(canvas.getByRole('button', { name: '拒绝退款申请 301' }));
    await expect(args.onProcess).toHaveBeenCalledWith(
      expect.objectContaining({ id: 301 }),
      'reject',
      '不符合退款条件',
    );
    await expect(await canvas.findByText('已拒绝退款')).toBeVisible();
  },
};

export const RejectWithOwnReason: Story = {
  play: async ({ args, canvas }) => {
    const reason = canvas.getByRole('textbox', { name: '统一拒绝理由' });
    await userEvent.clear(reason);
    await userEvent.type(reason, '会员权益已使用');
    await userEvent.click(canvas.getByRole('button', { name: '拒绝退款申请 303' }));
    await expect(args.onProcess).toHaveBeenCalledWith(
      expect.objectContaining({ id: 303 }),
      'reject',
      '会员权益已使用',
    );
  },
};

export const ApproveFailed: Story = {
  args: { onProcess: fn<Process>(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas }) => {
    await approveAndConfirm(canvas, 301);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('操作失败，请重试');
    await expect(canvas.getByRole('button', { name: '同意退款申请 301' })).toBeEnabled();
  },
};

export const RejectFailed: Story = {
  args: { onProcess: fn<Process>(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '拒绝退款申请 301' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('拒绝操作失败');
  },
};

export const NetworkFailure: Story = {
  args: {
    onProcess: fn<Process>(async () => Promise.reject(new Error('操作失败，请检查网络或重试'))),
  },
  play: async ({ canvas }) => {
    await approveAndConfirm(canvas, 301);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('操作失败，请检查网络或重试');
  },
};

export const Processing: Story = {
  args: { onProcess: fn<Process>(() => new Promise<string>(() => {})) },
  play: async ({ canvas }) => {
    await approveAndConfirm(canvas, 301);
    await expect(canvas.getByRole('button', { name: '拒绝退款申请 302' })).toBeDisabled();
  },
};

export const ChooseDate: Story = {
  play: async ({ args, canvas }) => {
    const date = canvas.getByLabelText('申请日期');
    fireEvent.change(date, { target: { value: '2026-11-19' } });
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-11-19');
    await expect(canvas.getByRole('table', { name: '2026-11-19 的退款申请' })).toBeVisible();
  },
};

export const NoRequests: Story = {
  args: { requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该日期暂无待处理的退款申请')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('退款申请加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('退款申请加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // Issue 17: the rows stack as cards at 375 px; the table no longer scrolls sideways.
    const region = canvas.getByRole('region', { name: '2026-11-20 的退款申请' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(canvas.getByRole('button', { name: '同意退款申请 301' })).toBeVisible();
    const right = canvas
      .getByRole('button', { name: '拒绝退款申请 301' })
      .getBoundingClientRect().right;
    await expect(right).toBeLessThanOrEqual(375);
    // Each stacked cell names its column.
    const firstRow = within(canvasElement).getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getByText('订单号')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
