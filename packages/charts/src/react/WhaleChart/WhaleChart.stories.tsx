import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoFigure } from '../private/fixtures.ts';
import { canvasColoursOnRow, lastExport, pointerAt } from '../private/storyHelpers.ts';
import { WhaleChart } from './WhaleChart.tsx';

const figure = demoFigure('whale');

const meta = {
  title: 'Charts/WhaleChart',
  component: WhaleChart,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1000, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { figure, onExport: fn(), download: false },
} satisfies Meta<typeof WhaleChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullHistory: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: '巨鲸获利压力（MVRV-Z）图表' });
    await waitFor(() =>
      expect(canvasColoursOnRow(plot as HTMLCanvasElement, 0.5)).toBeGreaterThan(2),
    );
    const legend = within(canvas.getByRole('list', { name: '图例' }));
    await expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '巨鲸获利压力（MVRV-Z）',
      '比特币价格',
    ]);
    // The toggle switches the price axis (right); the indicator's own axis stays linear.
    await expect(canvas.getByRole('button', { name: '对数' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const ZonesShaded: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', {
      name: '巨鲸获利压力（MVRV-Z）图表',
    }) as HTMLCanvasElement;
    // Zone shading tints the plot's background: a row near the top is not plain white.
    await waitFor(() => expect(canvasColoursOnRow(plot, 0.08)).toBeGreaterThan(1));
  },
};

export const WithoutZonesInFigure: Story = {
  args: { figure: { ...figure, layout: { ...figure.layout, zones: undefined } } },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', {
      name: '巨鲸获利压力（MVRV-Z）图表',
    }) as HTMLCanvasElement;
    await waitFor(() => expect(canvasColoursOnRow(plot, 0.08)).toBeGreaterThan(1));
  },
};

export const Tooltip: Story = {
  play: async ({ canvas, canvasElement }) => {
    const overlay = canvasElement.querySelector('[data-part="crosshair"]');
    if (!overlay) throw new Error('no crosshair layer');
    pointerAt(overlay, 'pointermove', 0.6);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('巨鲸获利压力（MVRV-Z）');
    await expect(tooltip).toHaveTextContent('（北京时间）');
  },
};

export const LinearPrice: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '线性' }));
    await expect(canvas.getByRole('button', { name: '线性' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const ExportPng: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '导出图片' }));
    const file = await lastExport(args.onExport);
    const image = await createImageBitmap(file.blob);
    await expect([file.blob.type, image.width, image.height]).toEqual(['image/png', 800, 600]);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: '巨鲸获利压力（MVRV-Z）图表' });
    await waitFor(() => expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(375));
  },
};
