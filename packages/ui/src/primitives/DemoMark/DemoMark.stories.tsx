import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DemoMark } from './DemoMark.tsx';

const meta = {
  title: 'Primitives/DemoMark',
  component: DemoMark,
  tags: ['autodocs'],
  args: { demo: true },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <span>比特币价格 $87,133.51 </span>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnDemoData: Story = {
  play: async ({ canvas }) => {
    const mark = canvas.getByText('演示数据');
    await expect(mark).toHaveAttribute('title', '该数据由演示生成器生成，并非真实数据');
    await expect(getComputedStyle(mark).whiteSpace).toBe('nowrap');
  },
};

export const UnderAFigure: Story = {
  args: { block: true },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('演示数据')).display).toBe('block');
  },
};

export const OnRealData: Story = {
  args: { demo: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-demo-mark]')).toBeNull();
  },
};
