import type { TraceSample } from '@coinsight/domain/account';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dragHandle } from './dragHandle.ts';
import {
  SliderCaptcha,
  sliderCaptchaVerdicts,
  type SliderCaptchaVerdict,
} from './SliderCaptcha.tsx';

const meta = {
  title: 'Account/SliderCaptcha',
  component: SliderCaptcha,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { onSolved: fn() },
  argTypes: { verdict: { control: 'select', options: sliderCaptchaVerdicts } },
} satisfies Meta<typeof SliderCaptcha>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastCall = (mock: unknown): readonly TraceSample[] => {
  const calls = (mock as { mock: { calls: [readonly TraceSample[]][] } }).mock.calls;
  const trace = calls.at(-1)?.[0];
  if (!trace) throw new Error('onSolved was not called');
  return trace;
};

export const Idle: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: '滑块验证' });
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(slider).toHaveAccessibleDescription('请按住滑块，拖动到最右边');
    await expect(canvas.getByText('请按住滑块，拖动到最右边')).toBeVisible();
  },
};

export const DragFullyPasses: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: '滑块验证' });
    await dragHandle(slider, 1);
    await expect(args.onSolved).toHaveBeenCalledTimes(1);
    const trace = lastCall(args.onSolved);
    await expect(trace.length).toBeGreaterThanOrEqual(2);
    await expect(trace[0]).toEqual({ x: 0, t: 0 });
    await expect(trace.at(-1)?.x).toBeGreaterThanOrEqual(0.98);
    await expect(await canvas.findByText('滑块验证成功!')).toBeVisible();
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
  },
};

export const DragPartlySnapsBack: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: '滑块验证' });
    await dragHandle(slider, 0.6);
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onSolved).not.toHaveBeenCalled();
    await expect(canvas.queryByText('滑块验证成功!')).toBeNull();
    // A second, full drag after snapping back still passes.
    await dragHandle(slider, 1);
    await expect(args.onSolved).toHaveBeenCalledTimes(1);
  },
};

export const TouchDrag: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: '滑块验证' });
    await dragHandle(slider, 0.5, 'touch');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await dragHandle(slider, 1, 'touch');
    await expect(args.onSolved).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: '滑块验证' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '30');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{End}');
    await expect(args.onSolved).toHaveBeenCalledTimes(1);
    await expect(lastCall(args.onSolved).at(-1)?.x).toBe(1);
    await expect(slider).toHaveAttribute('aria-valuetext', '滑块验证成功!');
  },
};

export const KeyboardLeftEarlySnapsBack: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: '滑块验证' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '20');
    await userEvent.tab();
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onSolved).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { verdict: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在验证，请稍候…')).toBeVisible();
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Verified: Story = {
  args: { verdict: 'verified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('滑块验证成功!')).toBeVisible();
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Failed: Story = {
  args: { verdict: 'failed', failureMessage: '滑块验证失败，请重试' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('滑块验证失败，请重试')).toBeVisible();
    const slider = canvas.getByRole('slider');
    await expect(slider).not.toHaveAttribute('aria-disabled');
    await dragHandle(slider, 1);
    await expect(args.onSolved).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider');
    await dragHandle(slider, 1);
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onSolved).not.toHaveBeenCalled();
  },
};

/** The parent drives the server's verdict: the first drag is refused, the second verified. */
function ServerRoundTripDemo({ onSolved }: { onSolved?: (trace: readonly TraceSample[]) => void }) {
  const [verdict, setVerdict] = useState<SliderCaptchaVerdict>('pending');
  const [attempts, setAttempts] = useState(0);
  return (
    <SliderCaptcha
      verdict={verdict}
      onSolved={(trace) => {
        onSolved?.(trace);
        setVerdict('verifying');
        setAttempts(attempts + 1);
        setTimeout(() => setVerdict(attempts === 0 ? 'failed' : 'verified'), 200);
      }}
    />
  );
}

export const ServerRoundTrip: Story = {
  render: (args) => <ServerRoundTripDemo onSolved={args.onSolved} />,
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: '滑块验证' });
    await dragHandle(slider, 1);
    await expect(canvas.getByText('正在验证，请稍候…')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('滑块验证失败，请重试')).toBeVisible());
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await dragHandle(slider, 1);
    await waitFor(() => expect(canvas.getByText('滑块验证成功!')).toBeVisible());
    await expect(args.onSolved).toHaveBeenCalledTimes(2);
  },
};
