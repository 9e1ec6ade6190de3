import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoFigure } from '../private/fixtures.ts';
import { canvasColoursOnRow, lastExport, pointerAt, pointerOut } from '../private/storyHelpers.ts';
import { RainbowChart } from './RainbowChart.tsx';

const meta = {
  title: 'Charts/RainbowChart',
  component: RainbowChart,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1000, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { figure: demoFigure('rainbow'), onExport: fn(), download: false },
} satisfies Meta<typeof RainbowChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const bandNames = [
  '跳楼大甩卖',
  '买入！',
  '积累',
  '仍然便宜',
  '持有！',
  '这是泡沫吗？',
  'FOMO 加剧',
  '卖出，认真的，快卖！',
  '最大泡沫区',
];

export const FullHistory: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: '比特币彩虹图图表' });
    await waitFor(() => expect(canvasColoursOnRow(plot as HTMLCanvasElement)).toBeGreaterThan(8));
    const legend = canvas.getByRole('list', { name: '图例' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...bandNames, '比特币价格']);
    await expect(canvas.getByRole('button', { name: '对数' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('slider', { name: '起始时间' })).toHaveAttribute(
      'aria-valuetext',
      '2010-07-18',
    );
    await expect(canvas.getByRole('slider', { name: '结束时间' })).toHaveAttribute(
      'aria-valuetext',
      '2026-11-22',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: '比特币彩虹图图表' });
    await waitFor(() => expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(375));
    await waitFor(() => expect(canvasColoursOnRow(plot as HTMLCanvasElement)).toBeGreaterThan(4));
  },
};

export const CrosshairTooltip: Story = {
  play: async ({ canvasElement, canvas }) => {
    const overlay = canvasElement.querySelector('[data-part="crosshair"]');
    if (!overlay) throw new Error('no crosshair layer');
    pointerAt(overlay, 'pointermove', 0.5);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('（北京时间）');
    await expect(tooltip).toHaveTextContent('比特币价格');
    await expect(tooltip).toHaveTextContent('最大泡沫区');
    pointerOut(overlay);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const LinearScale: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '线性' }));
    await expect(canvas.getByRole('button', { name: '线性' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '对数' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const ZoomWithRuler: Story = {
  play: async ({ canvas }) => {
    const start = canvas.getByRole('slider', { name: '起始时间' });
    start.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(start).toHaveAttribute('aria-valuetext', '2010-07-19');
    await userEvent.keyboard('{End}');
    await expect(start).toHaveAttribute('aria-valuetext', '2026-11-21');
    const end = canvas.getByRole('slider', { name: '结束时间' });
    end.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(end).toHaveAttribute('aria-valuetext', '2026-11-22');
    await userEvent.keyboard('{Home}{End}');
    await expect(end).toHaveAttribute('aria-valuetext', '2026-11-22');
  },
};

export const ExportPng: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '导出图片' }));
    const file = await lastExport(args.onExport);
    await expect(file.kind).toBe('png');
    await expect(file.blob.type).toBe('image/png');
    const image = await createImageBitmap(file.blob);
    await expect([image.width, image.height]).toEqual([800, 600]);
  },
};

export const ExportCsv: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '导出 CSV' }));
    const file = await lastExport(args.onExport);
    await expect(file.kind).toBe('csv');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    // The byte-order mark Excel needs to read UTF-8 (text() drops it when decoding).
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await file.blob.text()).split('\r\n');
    await expect(lines[0]).toBe(`时间（北京时间）,${bandNames.join(',')},比特币价格`);
    await expect(lines[1]).toMatch(/^2010-07-18,/);
  },
};
