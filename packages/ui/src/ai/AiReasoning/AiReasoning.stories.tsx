import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyReasoning } from '../private/storyAi.ts';
import { AiReasoning } from './AiReasoning.tsx';

const meta = {
  title: 'AI/AiReasoning',
  component: AiReasoning,
  tags: ['autodocs'],
  args: { text: storyReasoning },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AiReasoning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByText('思考过程');
    await expect(canvas.getByText(storyReasoning)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(storyReasoning)).toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(storyReasoning)).not.toBeVisible();
  },
};

export const Thinking: Story = {
  args: { thinking: true, text: '先看宏观：降息预期' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('思考中…')).toBeVisible();
    await expect(canvas.getByText('先看宏观：降息预期')).toBeVisible();
  },
};

export const HtmlStaysText: Story = {
  args: { text: '<img src=x onerror="window.__xss=1">', defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="window.__xss=1">')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true, text: storyReasoning.repeat(4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/用户想知道后市走向/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
