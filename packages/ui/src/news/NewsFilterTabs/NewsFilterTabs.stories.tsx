import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsFilterTabs, type NewsFilterTabsProps } from './NewsFilterTabs.tsx';

function Controlled(props: NewsFilterTabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NewsFilterTabs
      value={value}
      onChange={(filter) => {
        setValue(filter);
        props.onChange(filter);
      }}
    />
  );
}

const meta = {
  title: 'News/NewsFilterTabs',
  component: NewsFilterTabs,
  tags: ['autodocs'],
  args: { value: 'all', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NewsFilterTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '新闻筛选' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((b) => b.textContent)).toEqual([
      '全部',
      '资讯',
      '大事件',
    ]);
    await expect(canvas.getByRole('radio', { name: '全部' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '大事件' }));
    await expect(args.onChange).toHaveBeenCalledWith('event');
    await expect(canvas.getByRole('radio', { name: '大事件' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '大事件' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Events: Story = {
  args: { value: 'event' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '大事件' })).toBeChecked();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '资讯' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
