import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AiChatHeader, type AiChatHeaderProps } from './AiChatHeader.tsx';

const meta = {
  title: 'AI/AiChatHeader',
  component: AiChatHeader,
  tags: ['autodocs'],
  args: {
    modelName: '币见深度思考',
    keepHistory: true,
    stream: false,
    onKeepHistoryChange: fn(),
    onStreamChange: fn(),
  },
} satisfies Meta<typeof AiChatHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the two settings, as the page does. */
function Stateful(props: AiChatHeaderProps) {
  const [keepHistory, setKeepHistory] = useState(props.keepHistory);
  const [stream, setStream] = useState(props.stream);
  return (
    <AiChatHeader
      {...props}
      keepHistory={keepHistory}
      stream={stream}
      onKeepHistoryChange={(next) => {
        setKeepHistory(next);
        props.onKeepHistoryChange(next);
      }}
      onStreamChange={(next) => {
        setStream(next);
        props.onStreamChange(next);
      }}
    />
  );
}

export const MultiTurn: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: '币见深度思考' })).toBeVisible();
    const multi = canvas.getByRole('switch', { name: '多轮对话' });
    await expect(canvas.getByText('多轮', { exact: true })).toBeVisible();
    await expect(multi).toBeChecked();
    const streaming = canvas.getByRole('switch', { name: '流式响应' });
    await expect(streaming).not.toBeChecked();
    await userEvent.click(canvas.getByText('流式响应'));
    await expect(streaming).toBeChecked();
    await expect(args.onStreamChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByText('多轮对话'));
    await expect(multi).not.toBeChecked();
    await expect(canvas.getByText('单轮', { exact: true })).toBeVisible();
    await expect(args.onKeepHistoryChange).toHaveBeenCalledWith(false);
  },
};

export const SingleTurnStreaming: Story = {
  args: { modelName: '币见智能对话', keepHistory: false, stream: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('单轮', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: '多轮对话' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: '流式响应' })).toBeChecked();
  },
};

export const NoModel: Story = {
  args: { modelName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'AI 助手' })).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const WhileAnswering: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch', { name: '流式响应' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: '多轮对话' })).toBeDisabled();
    await userEvent.click(canvas.getByText('流式响应'));
    await expect(args.onStreamChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '流式响应' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
