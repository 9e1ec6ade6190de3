import type { AdminAccount } from '@coinsight/domain/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminAccounts, type AdminAccountsProps } from './AdminAccounts.tsx';

const admins: AdminAccount[] = [
  {
    id: 2,
    username: 'ops01',
    role: 'operator',
    role_label: '运营',
    created_at: '2026-11-01T02:00:00.000Z',
    last_login: null,
  },
  {
    id: 1,
    username: 'root',
    role: 'superadmin',
    role_label: '超级管理员',
    created_at: null,
    last_login: '2026-11-24T01:00:00.000Z',
  },
];

const meta = {
  title: 'Admin/AdminAccounts',
  component: AdminAccounts,
  tags: ['autodocs'],
  args: {
    admins,
    meId: 1,
    onCreate: fn<AdminAccountsProps['onCreate']>(async () => '已创建管理员'),
    onChangeRole: fn<AdminAccountsProps['onChangeRole']>(async () => '已修改角色'),
  },
} satisfies Meta<typeof AdminAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: '管理员列表' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('当前账号');
    // One's own role is not changed here.
    await expect(canvas.getByRole('combobox', { name: 'root 的角色' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'ops01 的角色' })).toHaveValue('operator');
  },
};

export const ChangeRole: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'ops01 的角色' }),
      'superadmin',
    );
    await expect(args.onChangeRole).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2 }),
      'superadmin',
    );
    await expect(await canvas.findByText('已修改角色')).toHaveAttribute('role', 'status');
  },
};

export const Create: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '创建管理员' }));
    await expect(canvas.getByText('管理员账号应为 1 到 64 个字符，不含空格')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '管理员账号' }), 'ops02');
    await userEvent.type(canvas.getByLabelText('初始密码'), 'Str0ng!Passw0rd');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '角色' }), 'operator');
    await userEvent.click(canvas.getByRole('button', { name: '创建管理员' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      username: 'ops02',
      password: 'Str0ng!Passw0rd',
      role: 'operator',
    });
    await expect(await canvas.findByText('已创建管理员')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('textbox', { name: '管理员账号' })).toHaveValue('');
  },
};

export const CreateRefused: Story = {
  args: {
    onCreate: fn<AdminAccountsProps['onCreate']>(async () => {
      throw new Error('该管理员账号已存在');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '管理员账号' }), 'root');
    await userEvent.type(canvas.getByLabelText('初始密码'), 'Str0ng!Passw0rd');
    await userEvent.click(canvas.getByRole('button', { name: '创建管理员' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该管理员账号已存在');
  },
};

export const Loading: Story = {
  args: { state: 'loading', admins: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('管理员列表加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', admins: [], errorText: '当前角色无权进行此操作，需要超级管理员权限' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('需要超级管理员权限');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '创建管理员' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
