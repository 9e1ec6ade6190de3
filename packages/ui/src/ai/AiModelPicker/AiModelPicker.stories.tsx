import { aiModels } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AiModelPicker } from './AiModelPicker.tsx';

const meta = {
  title: 'AI/AiModelPicker',
  component: AiModelPicker,
  tags: ['autodocs'],
  args: { models: aiModels, onPick: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof AiModelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescriptions: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(aiModels[1].description)).toBeVisible();
    const deep = canvas.getByRole('button', { name: '币见深度思考' });
    await expect(deep).toHaveAccessibleDescription(aiModels[0].description);
    await userEvent.click(canvas.getByRole('button', { name: '币见深度思考' }));
    await expect(args.onPick).toHaveBeenCalledWith('deepseek-reasoner');
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(aiModels[1].description)).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
