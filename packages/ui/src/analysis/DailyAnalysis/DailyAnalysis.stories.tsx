import type { AnalysisRecord } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  storyMenu,
  storyNewsHref,
  storyQuietRecord,
  storyRecord,
} from '../private/storyAnalysis.ts';
import { DailyAnalysis, type DailyAnalysisProps } from './DailyAnalysis.tsx';

const records: Record<string, AnalysisRecord> = {
  [storyRecord.date]: storyRecord,
  [storyQuietRecord.date]: storyQuietRecord,
};

/** The page's part in small: a pick shows that day's record (the quiet day or the busy one). */
function Picking(props: DailyAnalysisProps) {
  const [selected, setSelected] = useState(props.selected);
  const record = selected ? (records[selected] ?? { ...storyQuietRecord, date: selected }) : null;
  return (
    <DailyAnalysis
      {...props}
      selected={selected}
      record={record}
      onSelect={(date) => {
        props.onSelect(date);
        setSelected(date);
      }}
    />
  );
}

const meta = {
  title: 'Analysis/DailyAnalysis',
  component: DailyAnalysis,
  tags: ['autodocs'],
  args: {
    months: storyMenu,
    selected: storyRecord.date,
    record: storyRecord,
    reportStatus: 'ready',
    phone: false,
    newsHref: storyNewsHref,
    onSelect: fn(),
    onRetryMenu: fn(),
    onRetryReport: fn(),
    onLogin: fn(),
  },
  render: (args) => <Picking {...args} />,
  // A header above the page and room below, as in the site: the window scrolls.
  decorators: [
    (Story) => (
      <div style={{ padding: '180px 16px 1200px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DailyAnalysis>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="panel"]');

/** A desktop: the menu stays open after a pick; the panel grows as the header scrolls away. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvas, canvasElement }) => {
    window.scrollTo(0, 0);
    await userEvent.click(canvas.getByRole('button', { name: '11月22日 周日' }));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-11-22');
    await expect(
      await canvas.findByRole('heading', { name: '2026年11月22日 周日 每日分析' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '收起日期菜单' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const before = panel(canvasElement)!.getBoundingClientRect().height;
    window.scrollTo(0, 120);
    await waitFor(() =>
      expect(panel(canvasElement)!.getBoundingClientRect().height).toBeGreaterThan(before + 100),
    );
    window.scrollTo(0, 0);
    await waitFor(() =>
      expect(panel(canvasElement)!.getBoundingClientRect().height).toBeCloseTo(before, 0),
    );
  },
};

/** The desktop menu can be folded and unfolded. */
export const DesktopFolding: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '收起日期菜单' }));
    await expect(panel(canvasElement)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /选择日期/ }));
    await expect(panel(canvasElement)).not.toBeNull();
  },
};

/** A phone (≤ 768 px): the menu starts folded, opens on demand and folds again after a pick. */
export const Phone: Story = {
  args: { phone: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ margin: '-180px 0 -1200px' }}>{Story()}</div>],
  play: async ({ args, canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: '11月23日 周一 · 选择日期' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(canvasElement)).toBeNull();
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: /^2026年10月/ }));
    await userEvent.click(canvas.getByRole('button', { name: '10月30日 周五' }));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-10-30');
    await expect(panel(canvasElement)).toBeNull();
    await expect(canvas.getByRole('button', { name: '10月30日 周五 · 选择日期' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const Loading: Story = {
  args: { months: [], selected: null, record: null, menuStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('日期加载中…')).toBeVisible();
    await expect(canvas.getByText('分析加载中…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { months: [], selected: null, record: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('暂无每日分析')).toHaveLength(2);
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const MenuFailed: Story = {
  args: { months: [], selected: null, record: null, menuStatus: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('日期菜单加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetryMenu).toHaveBeenCalledOnce();
  },
};

export const ReportFailed: Story = {
  args: { record: null, reportStatus: 'error' },
  render: (args) => <DailyAnalysis {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('每日分析加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetryReport).toHaveBeenCalledOnce();
  },
};
