import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OutboxList, type OutboxMail } from './OutboxList.tsx';

const resetLink = 'http://localhost:8001/reset-password/MQ/ck2x7-3f9a1b2c4d5e6f708192';

const mails: OutboxMail[] = [
  {
    id: 1,
    to: 'old@example.com',
    subject: '币见：重置密码（较早）',
    text: '您好，这是一封较早的邮件。',
    created_at: '2026-11-21T23:30:00.000Z',
  },
  {
    id: 2,
    to: 'member@example.com',
    subject: '币见：重置密码',
    text: `您好，请在 30 分钟内打开以下链接设置新密码：\n${resetLink}\n如果这不是您本人的操作，请忽略本邮件。`,
    created_at: '2026-11-22T09:00:01.000Z',
  },
];

const meta = {
  title: 'Admin/OutboxList',
  component: OutboxList,
  tags: ['autodocs'],
  args: { mails },
} satisfies Meta<typeof OutboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvas: HTMLElement) => within(canvas).getAllByRole('listitem');

export const NewestFirst: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: '待发送邮件（未配置 SMTP 时）' }),
    ).toBeVisible();
    const [first, second] = items(canvasElement);
    // Given oldest first, shown newest first; 09:00:01Z is 17:00:01 in Beijing.
    await expect(first).toHaveTextContent('币见：重置密码');
    await expect(first).toHaveTextContent('收件人：member@example.com');
    await expect(first).toHaveTextContent('2026-11-22 17:00:01（北京时间）');
    // 23:30Z on the 21st is already the 22nd in Beijing.
    await expect(second).toHaveTextContent('2026-11-22 07:30:00（北京时间）');
    await expect(within(first!).getByText(resetLink, { exact: false })).not.toBeVisible();
  },
};

export const ShowBodyAndLink: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [first] = items(canvasElement);
    await userEvent.click(within(first!).getByText('查看正文'));
    await expect(within(first!).getByText(resetLink, { exact: false })).toBeVisible();
    await expect(within(first!).getByRole('link', { name: '打开邮件中的链接' })).toHaveAttribute(
      'href',
      resetLink,
    );
    await expect(canvas.queryAllByRole('link')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { mails: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无待发送邮件')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待发送邮件加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('待发送邮件加载失败，请稍后重试');
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getAllByText('查看正文')[0]!);
    await expect(canvas.getByRole('link', { name: '打开邮件中的链接' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
