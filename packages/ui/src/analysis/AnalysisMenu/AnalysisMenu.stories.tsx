import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyMenu } from '../private/storyAnalysis.ts';
import { AnalysisMenu } from './AnalysisMenu.tsx';

const meta = {
  title: 'Analysis/AnalysisMenu',
  component: AnalysisMenu,
  tags: ['autodocs'],
  args: { months: storyMenu, selected: '2026-11-23', onSelect: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof AnalysisMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const monthButton = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByRole('button', { name: new RegExp(`^${label}`) });

/** At start the selected day's month (the first) is the one open dropdown. */
export const FirstMonthOpen: Story = {
  play: async ({ args, canvas }) => {
    await expect(monthButton(canvas, '2026年11月')).toHaveAttribute('aria-expanded', 'true');
    await expect(monthButton(canvas, '2026年10月')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: '11月23日 周一' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await userEvent.click(canvas.getByRole('button', { name: '11月22日 周日' }));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-11-22');
  },
};

/** Spec 3 §4: opening another dropdown closes the open one; clicking the open one closes it. */
export const OneDropdownAtATime: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(monthButton(canvas, '2026年10月'));
    await expect(monthButton(canvas, '2026年10月')).toHaveAttribute('aria-expanded', 'true');
    await expect(monthButton(canvas, '2026年11月')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: '11月23日 周一' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '10月31日 周六' })).toBeVisible();
    await userEvent.click(monthButton(canvas, '2026年10月'));
    await expect(canvas.queryByRole('button', { name: /10月31日/ })).toBeNull();
  },
};

/** The search keeps the matching days, each month with a match shown open. */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索日期' }), '31日');
    await expect(canvas.getByRole('button', { name: '10月31日 周六' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '3月31日 周一' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /11月23日/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '3月31日 周一' }));
    await expect(args.onSelect).toHaveBeenCalledWith('2025-03-31');
  },
};

export const SearchWithoutMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索日期' }), '1999');
    await expect(canvas.getByText('没有找到相关日期')).toHaveAttribute('role', 'status');
  },
};

export const Loading: Story = {
  args: { months: [], selected: null, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('日期加载中…')).toHaveAttribute('role', 'status');
  },
};

export const Empty: Story = {
  args: { months: [], selected: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无每日分析')).toHaveAttribute('role', 'status');
  },
};

export const Failed: Story = {
  args: { months: [], selected: null, status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('日期菜单加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
