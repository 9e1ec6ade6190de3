import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { RulerRange } from '../../ruler.ts';
import { pointerAt } from '../private/storyKit.tsx';
import { TimeRangeRuler, type TimeRangeRulerProps } from './TimeRangeRuler.tsx';

const day = 86_400_000;
const firstDay = Date.parse('2024-01-01T00:00:00Z');
const days = (count: number) => Array.from({ length: count }, (_, i) => firstDay + i * day);

/** The ruler with its range held as a page would hold it, reporting every change. */
function Controlled({
  times,
  onChange,
  initial,
}: Pick<TimeRangeRulerProps, 'times' | 'onChange'> & { initial?: RulerRange }) {
  const [range, setRange] = useState<RulerRange>(initial ?? { start: 0, end: times.length - 1 });
  return (
    <TimeRangeRuler
      times={times}
      range={range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Charts/TimeRangeRuler',
  component: TimeRangeRuler,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900, padding: '48px 16px 16px' }}>
        <Story />
      </div>
    ),
  ],
  args: { times: days(366), range: { start: 0, end: 365 }, onChange: fn() },
  render: (args) => <Controlled times={args.times} onChange={args.onChange} />,
} satisfies Meta<typeof TimeRangeRuler>;

export default meta;
type Story = StoryObj<typeof meta>;

const ticks = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-part="tick"]')].map((t) => t.textContent);

export const NineTicks: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(ticks(canvasElement)).toHaveLength(9);
    await expect(ticks(canvasElement)[0]).toBe('2024-01-01');
    await expect(ticks(canvasElement).at(-1)).toBe('2024-12-31');
    await expect(canvas.getByRole('slider', { name: '起始时间' })).toHaveAttribute(
      'aria-valuetext',
      '2024-01-01',
    );
    await expect(canvas.getByRole('slider', { name: '结束时间' })).toHaveAttribute(
      'aria-valuetext',
      '2024-12-31',
    );
  },
};

export const KeyboardMovesOnePoint: Story = {
  play: async ({ args, canvas }) => {
    const start = canvas.getByRole('slider', { name: '起始时间' });
    start.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    await expect(start).toHaveAttribute('aria-valuetext', '2024-01-02');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: 1, end: 365 });
    await userEvent.keyboard('{PageUp}');
    await expect(start).toHaveAttribute('aria-valuenow', String(1 + 37));
    const end = canvas.getByRole('slider', { name: '结束时间' });
    end.focus();
    await userEvent.keyboard('{Home}');
    // The right handle stops one point after the left one.
    await expect(end).toHaveAttribute('aria-valuenow', '39');
  },
};

export const DragSnapsAndReportsOnRelease: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const start = canvas.getByRole('slider', { name: '起始时间' });
    const track = canvasElement.querySelector('[data-part="track"]');
    if (!track) throw new Error('no track');
    pointerAt(start, 'pointerdown', 0.5);
    const box = track.getBoundingClientRect();
    const at = (share: number) =>
      new PointerEvent('pointermove', {
        bubbles: true,
        pointerId: 1,
        pointerType: 'mouse',
        clientX: box.left + 8 + (box.width - 16) * share,
        clientY: box.top + box.height / 2,
      });
    start.dispatchEvent(at(0.25));
    start.dispatchEvent(at(0.4987));
    await waitFor(() => expect(start).toHaveAttribute('aria-valuenow', '182'));
    await expect(args.onChange).not.toHaveBeenCalled();
    start.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, pointerId: 1, pointerType: 'mouse' }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith({ start: 182, end: 365 });
    await expect(start).toHaveAttribute('aria-valuetext', '2024-07-01');
  },
};

export const DragCannotPassTheOtherHandle: Story = {
  play: async ({ args, canvas }) => {
    const end = canvas.getByRole('slider', { name: '结束时间' });
    end.focus();
    await userEvent.keyboard('{PageDown}{PageDown}');
    const start = canvas.getByRole('slider', { name: '起始时间' });
    pointerAt(start, 'pointerdown', 0.5);
    start.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        pointerId: 1,
        pointerType: 'mouse',
        clientX: 5000,
      }),
    );
    start.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, pointerId: 1, pointerType: 'mouse' }),
    );
    const endIndex = Number(end.getAttribute('aria-valuenow'));
    await waitFor(() => expect(start).toHaveAttribute('aria-valuenow', String(endIndex - 1)));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: endIndex - 1, end: endIndex });
  },
};

export const TrackClickMovesNearestHandle: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const track = canvasElement.querySelector('[data-part="track"]');
    if (!track) throw new Error('no track');
    pointerAt(track, 'pointerdown', 0.8);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    const end = canvas.getByRole('slider', { name: '结束时间' });
    const moved = Number(end.getAttribute('aria-valuenow'));
    await expect(moved).toBeGreaterThan(280);
    await expect(moved).toBeLessThan(300);
    await expect(canvas.getByRole('slider', { name: '起始时间' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    pointerAt(track, 'pointerdown', 0.1);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    await expect(
      Number(canvas.getByRole('slider', { name: '起始时间' }).getAttribute('aria-valuenow')),
    ).toBeGreaterThan(30);
  },
};

export const HoverShowsDate: Story = {
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('[data-part="track"]');
    if (!track) throw new Error('no track');
    pointerAt(track, 'pointermove', 0.5);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="hover"]')).toHaveTextContent('2024-07-01'),
    );
  },
};

export const ShortSeries: Story = {
  args: { times: days(5), range: { start: 0, end: 4 } },
  play: async ({ canvasElement }) => {
    await expect(ticks(canvasElement)).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
    ]);
  },
};

export const Intraday: Story = {
  args: {
    times: Array.from({ length: 60 }, (_, i) => firstDay + i * 60_000),
    range: { start: 0, end: 59 },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(ticks(canvasElement)[0]).toBe('08:00');
    await expect(canvas.getByRole('slider', { name: '结束时间' })).toHaveAttribute(
      'aria-valuetext',
      '2024-01-01 08:59',
    );
  },
};

export const MobileFewYears: Story = {
  args: { times: days(1000), range: { start: 0, end: 999 } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(ticks(canvasElement)[0]).toBe('24/01');
    await expect(ticks(canvasElement).at(-1)).toBe('26/09');
  },
};

export const Mobile: Story = {
  args: { times: days(5000), range: { start: 0, end: 4999 } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('[data-part="tick"]')];
    await expect(labels).toHaveLength(9);
    await expect(labels[0]).toHaveTextContent('2024');
    // Nine short labels fit a phone without overlapping.
    const boxes = labels.map((l) => l.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i += 1) {
      await expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
    }
  },
};
