import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChartFrame, chartFrameStatuses } from './ChartFrame.tsx';

const meta = {
  title: 'Charts/ChartFrame',
  component: ChartFrame,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { status: 'loading', progress: 0, onRetry: fn() },
  argTypes: {
    status: { control: 'select', options: chartFrameStatuses },
    progress: { control: { type: 'select' }, options: [0, 10, 50, 70, 85, 100] },
  },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingStart: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '图表加载进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('准备加载图表…')).toBeVisible();
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const LoadingRendering: Story = {
  args: { progress: 85 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在绘制图表…')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('85%')).toBeVisible());
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '正在绘制图表… 85%',
    );
  },
};

export const LoadingDoneCappedAt99: Story = {
  args: { progress: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载完成')).toBeVisible();
    await expect(canvas.getByText('99%')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99');
  },
};

/** Steps through 0 → 10 → 50 → 70 → 85 as a page would while fetching, each glide taking 500 ms. */
function SteppingFrame() {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const steps = [10, 50, 70, 85];
    const timers = steps.map((step, i) => setTimeout(() => setProgress(step), (i + 1) * 600));
    return () => timers.forEach(clearTimeout);
  }, []);
  return <ChartFrame status="loading" progress={progress} />;
}

export const LoadingAnimated: Story = {
  render: () => <SteppingFrame />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(bar.getAttribute('aria-valuenow') ?? ''));
    observer.observe(bar, { attributes: true, attributeFilter: ['aria-valuenow'] });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '85'), { timeout: 4000 });
    observer.disconnect();
    // The glide passes through intermediate values rather than jumping from step to step.
    const values = [...seen].map(Number);
    await expect(values.some((v) => v > 10 && v < 50)).toBe(true);
    await expect(canvas.getByText('正在绘制图表…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('图表加载失败，请重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Ready: Story = {
  args: { status: 'ready', children: <p>图表内容</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('图表内容')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
