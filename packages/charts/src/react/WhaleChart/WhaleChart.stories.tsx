import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoFigure } from '../private/fixtures.ts';
import { figureChartMeta, mobileViewport } from '../private/storyKit.tsx';
import { withoutFigureZones, zoneChartPlays } from '../private/zoneChartStories.ts';
import { WhaleChart } from './WhaleChart.tsx';

const figure = demoFigure('whale');

const meta = {
  title: 'Charts/WhaleChart',
  component: WhaleChart,
  ...figureChartMeta(figure),
  // Literal, after the spread: the indexer reads tags statically and would not see them through it.
  tags: ['autodocs'],
} satisfies Meta<typeof WhaleChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = zoneChartPlays('巨鲸获利压力（MVRV-Z）', '巨鲸获利压力（MVRV-Z）');

export const FullHistory: Story = { play: plays.fullHistory };
export const ZonesShaded: Story = { play: plays.zonesShaded };
export const WithoutZonesInFigure: Story = {
  args: { figure: withoutFigureZones(figure) },
  play: plays.zonesShaded,
};
export const Tooltip: Story = { play: plays.tooltip };
export const LinearPrice: Story = { play: plays.linearPrice };
export const ExportPng: Story = { play: plays.exportPng };
export const Mobile: Story = { globals: mobileViewport, play: plays.mobile };
