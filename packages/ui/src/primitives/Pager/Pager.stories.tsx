import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pager, type PagerProps } from './Pager.tsx';

/** Keeps page and size in state, as a list screen does. */
function Stateful(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  const [size, setSize] = useState(props.pageSize);
  const pageCount = Math.max(1, Math.ceil(props.total / size));
  return (
    <div style={{ padding: 16 }}>
      <Pager
        {...props}
        page={page}
        pageSize={size}
        pageCount={pageCount}
        onPageChange={(next) => {
          setPage(next);
          props.onPageChange(next);
        }}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(1);
          props.onPageSizeChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: {
    page: 1,
    pageCount: 3,
    total: 45,
    pageSize: 20,
    pageSizes: [10, 20, 50],
    onPageChange: fn(),
    onPageSizeChange: fn(),
    label: '订单分页',
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const pager = canvas.getByRole('navigation', { name: '订单分页' });
    await expect(pager).toHaveTextContent('共 45 条');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(pager).toHaveTextContent('第 2 / 3 页');
  },
};

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeEnabled();
  },
};

export const ChangingTheSize: Story = {
  args: { page: 2 },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('每页条数'), '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(canvas.getByRole('navigation')).toHaveTextContent('第 1 / 1 页');
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { total: 0, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('共 0 条');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: '下一页' }).getBoundingClientRect();
    await expect(next.right).toBeLessThanOrEqual(375);
  },
};
