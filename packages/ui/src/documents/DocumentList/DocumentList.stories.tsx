import type { DocumentSummary } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentList, documentListStatuses } from './DocumentList.tsx';

const rows: DocumentSummary[] = [
  {
    kind: 'news',
    id: 9001,
    title: '币见周报：比特币现货 ETF 连续五日净流入',
    state: 'draft',
    updated_at: '2026-11-24T09:30:00.000Z',
    published_at: null,
    group: null,
  },
  {
    kind: 'news',
    id: 9000,
    title: '美联储会议纪要：多数官员支持放缓降息节奏',
    state: 'published',
    updated_at: '2026-11-23T12:00:00.000Z',
    published_at: '2026-11-23T12:05:00.000Z',
    group: null,
  },
  {
    kind: 'news',
    id: 8999,
    title: '某交易所暂停提币的传闻已被证实为误报，相关报道已下架并更正',
    state: 'unpublished',
    updated_at: '2026-11-22T08:00:00.000Z',
    published_at: '2026-11-22T07:40:00.000Z',
    group: null,
  },
];

const meta = {
  title: 'Documents/DocumentList',
  component: DocumentList,
  tags: ['autodocs'],
  args: {
    kindLabel: '新闻',
    rows,
    total: rows.length,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    stateFilter: null,
    onStateFilterChange: fn(),
    query: '',
    onQueryChange: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onToggleState: fn(),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'select', options: documentListStatuses } },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getByText('草稿')).toBeVisible();
    await expect(within(list).getByText('已发布')).toBeVisible();
    await expect(canvas.getByText('发布于 2026-11-23 20:05')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `发布「${rows[0]!.title}」` }));
    await expect(args.onToggleState).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(canvas.getByRole('button', { name: `下架「${rows[1]!.title}」` }));
    await expect(args.onToggleState).toHaveBeenLastCalledWith(rows[1]);
    await userEvent.click(canvas.getByRole('button', { name: `编辑「${rows[2]!.title}」` }));
    await expect(args.onEdit).toHaveBeenCalledWith(rows[2]);
    await userEvent.selectOptions(canvas.getByLabelText('状态'), '已下架');
    await expect(args.onStateFilterChange).toHaveBeenCalledWith('unpublished');
    await userEvent.type(canvas.getByLabelText('搜索标题'), '周');
    await expect(args.onQueryChange).toHaveBeenCalledWith('周');
    await userEvent.click(canvas.getByRole('button', { name: '新建新闻' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const Knowledge: Story = {
  args: {
    kindLabel: '知识文章',
    rows: [
      {
        kind: 'knowledge',
        id: 101,
        title: '识别常见骗局',
        state: 'published',
        updated_at: null,
        published_at: null,
        group: '防骗指南',
      },
    ],
    total: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('防骗指南')).toBeVisible();
    await expect(canvas.getByText('随产品发布')).toBeVisible();
  },
};

export const Paged: Story = {
  args: { total: 45, page: 2 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('第 2 / 3 页（共 45 篇）')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Busy: Story = {
  args: { busyId: 9001, notice: { tone: 'success', message: '「美联储会议纪要」已下架' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('「美联储会议纪要」已下架')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: `发布「${rows[0]!.title}」` })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无文档')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('文档加载中…')).toHaveAttribute('role', 'status');
  },
};

export const Failed: Story = {
  args: { status: 'error', rows: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('文档加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `编辑「${rows[2]!.title}」` })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
