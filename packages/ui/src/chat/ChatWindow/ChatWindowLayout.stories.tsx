import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChatWindowLayout } from './ChatWindowLayout.tsx';

const meta = {
  title: 'Chat/ChatWindow/ChatWindowLayout',
  component: ChatWindowLayout,
  tags: ['autodocs'],
  args: {
    bar: <nav aria-label="功能栏">功能栏</nav>,
    list: <section aria-label="群列表">群列表</section>,
    main: <section aria-label="消息">消息</section>,
    aside: <section aria-label="群成员">群成员</section>,
  },
  decorators: [
    (Story) => (
      <div style={{ height: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatWindowLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {
  play: async ({ canvas }) => {
    for (const name of ['功能栏', '群列表', '消息', '群成员'])
      await expect(canvas.getByLabelText(name)).toBeVisible();
    const bar = canvas.getByLabelText('功能栏').getBoundingClientRect();
    const main = canvas.getByLabelText('消息').getBoundingClientRect();
    // On a desktop the pieces sit in a row.
    await expect(main.left).toBeGreaterThan(bar.left);
  },
};

export const JoinRequestsView: Story = {
  args: {
    list: undefined,
    aside: undefined,
    main: <section aria-label="加群申请">加群申请</section>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('群列表')).toBeNull();
    await expect(canvas.queryByLabelText('群成员')).toBeNull();
    await expect(canvas.getByLabelText('加群申请')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const main = canvas.getByLabelText('消息').getBoundingClientRect();
    await expect(main.right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
