import { touchTipStorageKey } from '@coinsight/domain/indicatorMenu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TouchTip } from './TouchTip.tsx';

/** A storage per story, so a dismissal in one story does not hide the tip in the next. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const meta = {
  title: 'Indicators/TouchTip',
  component: TouchTip,
  tags: ['autodocs'],
  args: { windowWidth: 375 },
} satisfies Meta<typeof TouchTip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAfterOneSecond: Story = {
  args: { storage: memoryStorage() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(
      await canvas.findByRole('note', { name: '操作提示' }, { timeout: 1500 }),
    ).toHaveTextContent('双指缩放');
  },
};

/** Dismissing hides the tip and records it, so it stays away next time. */
export const Dismissed: Story = {
  args: { storage: memoryStorage(), delayMs: 10 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '知道了' }));
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(args.storage?.getItem(touchTipStorageKey)).toBe('1');
  },
};

export const DismissedBefore: Story = {
  args: { storage: memoryStorage({ [touchTipStorageKey]: '1' }), delayMs: 10 },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const Desktop: Story = {
  args: { storage: memoryStorage(), windowWidth: 1280, delayMs: 10 },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};
