import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  AdminDashboardLayout,
  adminSectionRecords,
  type AdminDashboardLayoutProps,
  type AdminSection,
} from './AdminDashboardLayout.tsx';

function Dashboard(props: AdminDashboardLayoutProps) {
  const [section, setSection] = useState<AdminSection>(props.section);
  return (
    <AdminDashboardLayout
      {...props}
      section={section}
      onSectionChange={(next) => {
        setSection(next);
        props.onSectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/AdminDashboardLayout',
  component: AdminDashboardLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    section: 'refunds',
    onSectionChange: fn(),
    onLogout: fn(),
    content: { refunds: <p>退款申请列表</p> },
  },
  render: (args) => <Dashboard {...args} />,
} satisfies Meta<typeof AdminDashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Refunds: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '管理后台' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab').map((t) => t.textContent);
    await expect(tabs).toEqual([
      '首页',
      '文档',
      '用户管理',
      '退款管理',
      '图表',
      '操作日志',
      '管理员',
      '账号安全',
    ]);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('退款申请列表');
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};

export const Placeholders: Story = {
  play: async ({ args, canvas }) => {
    for (const [id, label] of [
      ['home', '首页'],
      ['documents', '文档'],
      ['users', '用户管理'],
      ['charts', '图表'],
      ['audit', '操作日志'],
      ['admins', '管理员'],
      ['security', '账号安全'],
    ] as const) {
      await userEvent.click(canvas.getByRole('tab', { name: label }));
      await expect(args.onSectionChange).toHaveBeenLastCalledWith(id);
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
        adminSectionRecords[id].placeholder,
      );
    }
  },
};

export const Operator: Story = {
  args: { hiddenSections: ['admins'], adminLabel: 'ops01（运营）' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当前管理员：ops01（运营）')).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: '管理员' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: '操作日志' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '正在退出…' })).toBeDisabled();
  },
};

export const LogoutFailed: Story = {
  args: { logoutError: '退出失败，请重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('退出失败，请重试');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: '退款管理' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
