import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsCalendar, type NewsCalendarProps } from './NewsCalendar.tsx';

function Controlled(props: NewsCalendarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NewsCalendar
      {...props}
      value={value}
      onChange={(day) => {
        setValue(day);
        props.onChange(day);
      }}
    />
  );
}

const meta = {
  title: 'News/NewsCalendar',
  component: NewsCalendar,
  tags: ['autodocs'],
  args: { value: '2026-11-24', today: '2026-11-24', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NewsCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2026年11月' })).toBeVisible();
    const day = canvas.getByRole('button', { name: '2026年11月24日' });
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(day).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '一',
      '二',
      '三',
      '四',
      '五',
      '六',
      '日',
    ]);
  },
};

export const PickADay: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '2026年11月3日' }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-03');
    await expect(canvas.getByRole('button', { name: '2026年11月3日' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const MonthAndYearArrows: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下个月' }));
    await expect(canvas.getByRole('heading', { name: '2026年12月' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下个月' }));
    await expect(canvas.getByRole('heading', { name: '2027年1月' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '上一年' }));
    await expect(canvas.getByRole('heading', { name: '2026年1月' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '上个月' }));
    await expect(canvas.getByRole('heading', { name: '2025年12月' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一年' }));
    await expect(canvas.getByRole('heading', { name: '2026年12月' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '今天' }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-24');
    await expect(canvas.getByRole('heading', { name: '2026年11月' })).toBeVisible();
  },
};

/** A day chosen in an earlier month (the list stepped back past the 1st). */
export const EarlierMonth: Story = {
  args: { value: '2026-10-30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2026年10月' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '2026年10月30日' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '今天' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
