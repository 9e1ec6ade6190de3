import type { OrderTabId } from '@coinsight/domain/orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { OrderTabs, type OrderTabsProps } from './OrderTabs.tsx';

function Controlled(props: OrderTabsProps) {
  const [selected, setSelected] = useState<OrderTabId>(props.selected);
  return (
    <OrderTabs
      {...props}
      selected={selected}
      onSelect={(tab) => {
        setSelected(tab);
        props.onSelect(tab);
      }}
    >
      <p>当前标签：{selected}</p>
    </OrderTabs>
  );
}

const meta = {
  title: 'Orders/OrderTabs',
  component: OrderTabs,
  tags: ['autodocs'],
  args: {
    selected: 'all',
    onSelect: fn(),
    counts: { all: 6, pending_payment: 1, after_sales: 3, pending_review: 1 },
    children: null,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OrderTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOrders: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual([
      '全部订单(6)',
      '待付款(1)',
      '售后(3)',
      '待审核(1)',
    ]);
    await expect(canvas.getByRole('tab', { name: /全部订单/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('当前标签：all');
  },
};

export const SwitchToAfterSales: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /售后/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('after_sales');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('当前标签：after_sales');
  },
};

export const WithoutCounts: Story = {
  args: { counts: undefined, selected: 'pending_review' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '待审核' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await userEvent.keyboard('{Tab}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /待付款/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
