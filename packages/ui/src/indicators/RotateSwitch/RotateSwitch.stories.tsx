import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RotateSwitch, type RotateSwitchProps } from './RotateSwitch.tsx';

function Controlled(props: RotateSwitchProps) {
  const [rotated, setRotated] = useState(props.rotated);
  return (
    <RotateSwitch
      {...props}
      rotated={rotated}
      onChange={(next) => {
        setRotated(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Indicators/RotateSwitch',
  component: RotateSwitch,
  tags: ['autodocs'],
  args: { rotated: false, onChange: fn(), isMobile: true },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RotateSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileRotates: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '旋转图表' });
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const MobileRotated: Story = {
  args: { rotated: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '旋转图表' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Desktop: 请在移动端使用此功能, and the chart stays as it is. */
export const DesktopRefuses: Story = {
  args: { isMobile: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '旋转图表' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请在移动端使用此功能');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '旋转图表' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
