import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FavoriteToggle } from './FavoriteToggle.tsx';

const meta = {
  title: 'Indicators/FavoriteToggle',
  component: FavoriteToggle,
  tags: ['autodocs'],
  args: { isFavorite: false, onChange: fn() },
} satisfies Meta<typeof FavoriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const star = (canvas: { getByRole: (role: string, options: object) => HTMLElement }) =>
  canvas.getByRole('button', { name: '收藏' });

export const NotFavorite: Story = {
  play: async ({ args, canvas }) => {
    await expect(star(canvas)).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star(canvas));
    await expect(star(canvas)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(true));
  },
};

export const Favorite: Story = {
  args: { isFavorite: true },
  play: async ({ args, canvas }) => {
    await expect(star(canvas)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star(canvas));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(false));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Two quick presses cancel out: nothing is sent once they settle. */
export const QuickDoublePress: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.dblClick(star(canvas));
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(star(canvas)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Three quick presses settle into one call. */
export const QuickTriplePress: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tripleClick(star(canvas));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(star(canvas)).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const box = star(canvas).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};
