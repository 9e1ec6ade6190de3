import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EventTimeline, eventTimelineStatuses, type TimelineEvent } from './EventTimeline.tsx';

const events: TimelineEvent[] = [
  {
    id: 21,
    date: '2026-11-10',
    title: '某上市公司宣布以 5 亿美元购入比特币',
    impact: 'bullish-1',
    impact_description: '企业资产负债表配置比特币，增加长期需求。',
  },
  {
    id: 22,
    date: '2026-11-15',
    title: '多家公司跟进，将比特币纳入储备资产',
    impact: 'bullish',
    impact_description: '企业采用扩散，市场情绪明显改善。',
  },
  {
    date: '2026-11-20',
    title: '监管机构提示企业持币的会计与披露风险',
    impact: 'bearish-1',
    impact_description: '短期抑制部分公司的跟进意愿。',
  },
  {
    ids: [24, 25],
    date: '2026-11-24',
    title: '比特币企业持仓总量突破 100 万枚',
    impact: 'neutral',
    impact_description: '里程碑数据，已在价格中部分体现。',
  },
];

const meta = {
  title: 'News/EventTimeline',
  component: EventTimeline,
  tags: ['autodocs'],
  args: { events, onOpen: fn(), onLogin: fn(), onBack: fn(), revealMs: 100 },
  argTypes: { status: { control: 'select', options: eventTimelineStatuses } },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof EventTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在加载...').closest('[role="status"]')).toHaveTextContent(
      '正在加载...请稍候片刻',
    );
    await expect(canvas.getByText('请稍候片刻')).toBeVisible();
  },
};

/** Spec pace: one node every 500 ms, the line growing with them. */
export const RevealedOneByOne: Story = {
  args: { revealMs: 500 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '事件时间线' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(1);
    const line = canvasElement.querySelector<HTMLElement>('[data-part="line"]')!;
    await expect(line.style.height).toBe('25%');
    await waitFor(() => expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(2), {
      timeout: 900,
    });
    await expect(line.style.height).toBe('50%');
    await waitFor(() => expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(4), {
      timeout: 1500,
    });
    await expect(line.style.height).toBe('100%');
  },
};

export const ImpactAndFooter: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(4));
    const nodes = within(canvasElement.querySelector('ol')!);
    await expect(nodes.getByText('重大利好')).toBeVisible();
    await expect(nodes.getAllByText('轻微利好')).toHaveLength(1);
    const footer = canvas.getByRole('contentinfo', { name: 'AI评价' });
    // Weights 1, 2, 4, 8 over 1, 2, −1, 0: (1 + 4 − 4 + 0) / 15 ≈ 0.07 → 中性.
    await expect(footer).toHaveTextContent('AI评价：中性');
    const options = [...footer.querySelectorAll('li')];
    await expect(options.map((o) => o.textContent)).toEqual([
      '重大利空',
      '轻微利空',
      '中性',
      '轻微利好',
      '重大利好',
    ]);
    await expect(options[2]).toHaveAttribute('aria-current', 'true');
  },
};

export const OpenANode: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: events[1]!.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(22);
    await userEvent.click(canvas.getByRole('button', { name: events[3]!.title }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(24);
    await userEvent.click(canvas.getByRole('button', { name: events[2]!.title }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('无法查看此新闻详情');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = {
  args: { events: [], title: 'ETF 审批进展' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ETF 审批进展' })).toBeVisible();
    await expect(canvas.getByText('暂无事件数据')).toBeVisible();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

export const LoginGate: Story = {
  args: { status: 'login' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('请先登录')).toBeVisible();
    await expect(canvas.getByText('登录后即可查看完整内容')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即登录&注册' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(4));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
