import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoFigure } from '../private/fixtures.ts';
import { canvasColoursOnRow, lastExport, pointerAt } from '../private/storyHelpers.ts';
import { StockToFlowChart } from './StockToFlowChart.tsx';

const meta = {
  title: 'Charts/StockToFlowChart',
  component: StockToFlowChart,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1000, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { figure: demoFigure('stock_to_flow'), onExport: fn(), download: false },
} satisfies Meta<typeof StockToFlowChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullHistory: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: '比特币存量流量模型（S2F）图表' });
    await waitFor(() =>
      expect(canvasColoursOnRow(plot as HTMLCanvasElement, 0.4)).toBeGreaterThan(2),
    );
    const legend = within(canvas.getByRole('list', { name: '图例' }));
    await expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '比特币价格',
      'S2F 模型价格',
      '偏离度',
    ]);
    await expect(canvas.getByRole('button', { name: '对数' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const LinearScale: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '线性' }));
    await expect(canvas.getByRole('button', { name: '线性' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Tooltip: Story = {
  play: async ({ canvas, canvasElement }) => {
    const overlay = canvasElement.querySelector('[data-part="crosshair"]');
    if (!overlay) throw new Error('no crosshair layer');
    pointerAt(overlay, 'pointermove', 0.9);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('S2F 模型价格');
    await expect(tooltip).toHaveTextContent('偏离度');
  },
};

export const LastYear: Story = {
  args: { figure: demoFigure('stock_to_flow', '2025-11-23') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: '起始时间' })).toHaveAttribute(
      'aria-valuetext',
      '2025-11-23',
    );
  },
};

export const ExportCsv: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '导出 CSV' }));
    const file = await lastExport(args.onExport);
    await expect((await file.blob.text()).split('\r\n')[0]).toBe(
      '时间（北京时间）,比特币价格,S2F 模型价格,偏离度',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: '比特币存量流量模型（S2F）图表' });
    await waitFor(() => expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(375));
    await expect(canvas.getByRole('button', { name: '导出图片' })).toBeVisible();
  },
};
