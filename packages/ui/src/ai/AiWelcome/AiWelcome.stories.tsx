import { aiModels } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AiWelcome } from './AiWelcome.tsx';

const meta = {
  title: 'AI/AiWelcome',
  component: AiWelcome,
  tags: ['autodocs'],
  args: { models: aiModels, onPickModel: fn() },
} satisfies Meta<typeof AiWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: '欢迎使用币见 AI 助手' })).toBeVisible();
    await expect(canvas.getByText('请先选择一个模型，再开始对话。')).toBeVisible();
    await expect(canvas.getByText(aiModels[0].description)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '币见智能对话' }));
    await expect(args.onPickModel).toHaveBeenCalledWith('deepseek-chat');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '币见深度思考' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
