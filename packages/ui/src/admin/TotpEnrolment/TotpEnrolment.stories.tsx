import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TotpEnrolment } from './TotpEnrolment.tsx';

const uri =
  'otpauth://totp/%E5%B8%81%E8%A7%81:admin?issuer=%E5%B8%81%E8%A7%81&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
const recoveryCodes = Array.from(
  { length: 10 },
  (_, i) => `abcd-efgh-ijkl-${'mnopqrstuv'[i]!.repeat(4)}`,
);

const meta = {
  title: 'Admin/TotpEnrolment',
  component: TotpEnrolment,
  tags: ['autodocs'],
  args: {
    view: { step: 'off' },
    onStart: fn(async () => {}),
    onConfirm: fn(async () => {}),
    onDone: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TotpEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { view: { step: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在读取两步验证设置…')).toHaveAttribute('role', 'status');
  },
};

export const LoadError: Story = {
  args: { view: { step: 'error', message: messages.admin.totpLoadFailed } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.admin.totpLoadFailed);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Off: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开启两步验证' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const StartRefused: Story = {
  args: { onStart: fn(async () => Promise.reject(new Error(messages.admin.totpNeedsSecret))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开启两步验证' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      messages.admin.totpNeedsSecret,
    );
    await expect(canvas.getByRole('button', { name: '开启两步验证' })).toBeEnabled();
  },
};

export const Scan: Story = {
  args: { view: { step: 'scan', uri, secret: 'JBSWY3DPEHPK3PXP' } },
  play: async ({ args, canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '两步验证二维码' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    await expect(canvas.getByLabelText('密钥')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.type(canvas.getByRole('textbox', { name: '6 位动态码' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '确认开启' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

export const WrongFirstCode: Story = {
  args: {
    view: { step: 'scan', uri, secret: 'JBSWY3DPEHPK3PXP' },
    onConfirm: fn(async () => Promise.reject(new Error(messages.admin.totpWrong))),
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '6 位动态码' }), '12a456');
    await userEvent.click(canvas.getByRole('button', { name: '确认开启' }));
    await expect(await canvas.findByText(messages.admin.totpFormat)).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: '6 位动态码' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '6 位动态码' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: '确认开启' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.admin.totpWrong);
  },
};

export const RecoveryCodesOnce: Story = {
  args: { view: { step: 'codes', recoveryCodes } },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: '恢复码' });
    await expect(list.querySelectorAll('li')).toHaveLength(10);
    await expect(list).toHaveTextContent(recoveryCodes[0]!);
    await userEvent.click(canvas.getByRole('button', { name: '我已保存恢复码' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

export const On: Story = {
  args: { view: { step: 'on', enabledAt: '2026-11-24T07:05:00.000Z', recoveryCodesLeft: 9 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^两步验证已开启/)).toHaveTextContent(
      '两步验证已开启（开启于 2026-11-24 15:05 北京时间），剩余恢复码 9 个。',
    );
  },
};

export const Mobile: Story = {
  args: { view: { step: 'codes', recoveryCodes } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
