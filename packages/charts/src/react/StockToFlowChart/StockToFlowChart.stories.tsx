import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoFigure } from '../private/fixtures.ts';
import * as kit from '../private/storyKit.tsx';
import { StockToFlowChart } from './StockToFlowChart.tsx';

const title = '比特币存量流量模型（S2F）';

const meta = {
  title: 'Charts/StockToFlowChart',
  component: StockToFlowChart,
  ...kit.figureChartMeta(demoFigure('stock_to_flow')),
  // Literal, after the spread: the indexer reads tags statically and would not see them through it.
  tags: ['autodocs'],
} satisfies Meta<typeof StockToFlowChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullHistory: Story = {
  play: async ({ canvas }) => {
    await kit.expectPlotDrawn(canvas, title, 2, 0.4);
    await kit.expectLegend(canvas, ['比特币价格', 'S2F 模型价格', '偏离度']);
    await kit.expectPressed(canvas, '对数');
  },
};

export const LinearScale: Story = {
  play: ({ canvas }) => kit.chooseScale(canvas, '线性'),
};

export const Tooltip: Story = {
  play: async (context) => {
    const tooltip = await kit.hoverPlot(context, 0.9);
    await expect(tooltip).toHaveTextContent('S2F 模型价格');
    await expect(tooltip).toHaveTextContent('偏离度');
  },
};

export const LastYear: Story = {
  args: { figure: demoFigure('stock_to_flow', '2025-11-23') },
  play: ({ canvas }) => kit.expectRulerAt(canvas, '起始时间', '2025-11-23'),
};

export const ExportCsv: Story = {
  play: async ({ args, canvas }) => {
    const text = await kit.exportCsvText(canvas, args.onExport);
    await expect(text.split('\r\n')[0]).toBe('时间（北京时间）,比特币价格,S2F 模型价格,偏离度');
  },
};

export const Mobile: Story = {
  globals: kit.mobileViewport,
  play: async ({ canvas }) => {
    await kit.expectFitsPhone(canvas, title);
    await expect(canvas.getByRole('button', { name: '导出图片' })).toBeVisible();
  },
};
