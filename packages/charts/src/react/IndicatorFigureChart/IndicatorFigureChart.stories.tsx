import { indicatorOf } from '@coinsight/domain/indicators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoFigure } from '../private/fixtures.ts';
import { figureChartMeta, mobileViewport } from '../private/storyKit.tsx';
import { withoutFigureZones, zoneChartPlays } from '../private/zoneChartStories.ts';
import { IndicatorFigureChart } from './IndicatorFigureChart.tsx';

/** A drawn indicator set up by its registry entry alone: NUPL, its zones and price axis. */
const figure = demoFigure('nupl');

const meta = {
  title: 'Charts/IndicatorFigureChart',
  component: IndicatorFigureChart,
  ...figureChartMeta(figure),
  // Literal, after the spread: the indexer reads tags statically and would not see them through it.
  tags: ['autodocs'],
  args: { ...figureChartMeta(figure).args, indicator: indicatorOf('nupl') },
} satisfies Meta<typeof IndicatorFigureChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = zoneChartPlays('比特币未实现净盈亏（NUPL）', 'NUPL');

export const FullHistory: Story = { play: plays.fullHistory };
/** The figure lists no zones: the registry entry's zones are shaded instead. */
export const ZonesFromRegistry: Story = {
  args: { figure: withoutFigureZones(figure) },
  play: plays.zonesShaded,
};
export const Mobile: Story = { globals: mobileViewport, play: plays.mobile };
