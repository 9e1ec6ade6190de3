import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, dataTableColumns } from './DataTable.tsx';

interface Order {
  outTradeNo: string;
  plan: string;
  amount: string;
  status: string;
}

const column = dataTableColumns<Order>();
const columns = column.columns([
  column.accessor('outTradeNo', { header: '订单号' }),
  column.accessor('plan', { header: '套餐' }),
  column.accessor('amount', { header: '金额', cell: (info) => `¥${info.getValue()}` }),
  column.accessor('status', { header: '状态' }),
]);

const orders: Order[] = [
  { outTradeNo: '20261120093015123456', plan: '30 天会员', amount: '0.01', status: '已支付' },
  { outTradeNo: '20261118211502654321', plan: '90 天会员', amount: '0.02', status: '已退款' },
  { outTradeNo: '20261101080000111111', plan: '365 天会员', amount: '0.03', status: '待支付' },
];

/** The table over one row type, so the story's args stay typed. */
function OrdersTable({ rows }: { rows: readonly Order[] }) {
  return (
    <div style={{ padding: 16 }}>
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(row) => row.outTradeNo}
        label="订单列表"
        emptyText="暂无订单"
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/DataTable',
  component: OrdersTable,
  tags: ['autodocs'],
  args: { rows: orders },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '订单列表' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['订单号', '套餐', '金额', '状态']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[2]).toHaveTextContent('90 天会员');
    await expect(rows[2]).toHaveTextContent('¥0.02');
    await expect(canvas.queryByText('暂无订单')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByText('暂无订单')).toBeVisible();
  },
};

/** Trade numbers as a gateway may send them, long and unbreakable: wider than a phone in any font. */
const longNumbers = orders.map((order) => ({
  ...order,
  outTradeNo: `EPAY${order.outTradeNo}${order.outTradeNo}`,
}));

export const Mobile: Story = {
  args: { rows: longNumbers },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // The table keeps its columns and scrolls inside its own box rather than widening the page.
    const scroller = canvas.getByRole('region', { name: '订单列表' });
    await expect(scroller.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    scroller.focus();
    await expect(scroller).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
