import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { memberLinks, Navbar, navLinks } from './Navbar.tsx';

const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  tags: ['autodocs'],
  args: {
    username: null,
    isMobile: false,
    currentPath: '/',
    onLoginClick: fn(),
    onLogoutClick: fn(),
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorDesktop: Story = {
  play: async ({ args, canvas }) => {
    for (const item of navLinks) {
      await expect(canvas.getByRole('link', { name: item.label })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: '登录/注册' }));
    await expect(args.onLoginClick).toHaveBeenCalledTimes(1);
  },
};

export const LoggedInDesktop: Story = {
  args: { username: '张三', currentPath: '/toNews' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('张三')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '热点新闻' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogoutClick).toHaveBeenCalledTimes(1);
  },
};

export const LongUsername: Story = {
  args: { username: '一位名字特别特别长的加密货币研究爱好者用户', currentPath: '/toVip' },
};

export const MobileClosed: Story = {
  args: { isMobile: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '打开菜单' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '指标' })).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  args: { isMobile: true, username: '张三', currentPath: '/toTarget' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('dialog', { name: '菜单' });
    // The menu fades in, and an element at opacity 0 is not yet visible.
    for (const item of navLinks) {
      await waitFor(() =>
        expect(within(menu).getByRole('link', { name: item.label })).toBeVisible(),
      );
    }
    await expect(within(menu).getByRole('link', { name: '指标' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '菜单' })).toBeNull());
  },
};

export const MobileMenuCloseButton: Story = {
  args: { isMobile: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: '菜单' });
    await userEvent.click(body.getByRole('button', { name: '关闭菜单' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '菜单' })).toBeNull());
  },
};

/** Issue 37: the assistant and the desk are where a member looks for them, under the own name. */
export const MemberMenuDesktop: Story = {
  args: { username: '张三', currentPath: '/' },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: '张三 个人中心' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const own = await body.findByRole('navigation', { name: '个人中心' });
    for (const item of memberLinks) {
      const link = within(own).getByRole('link', { name: item.label });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', item.href);
    }
    // Under the name, not wherever the top layer would put it by default.
    const below = trigger.getBoundingClientRect().bottom;
    await expect(own.getBoundingClientRect().top).toBeGreaterThanOrEqual(below);
    // The browser dismisses it (a press outside, Escape); the name closes it again too.
    await userEvent.click(trigger);
    await waitFor(() => expect(own).not.toBeVisible());
  },
};

export const MemberLinksMobile: Story = {
  args: { isMobile: true, username: '张三', currentPath: '/' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '菜单',
    });
    const own = within(menu).getByRole('navigation', { name: '个人中心' });
    for (const item of memberLinks) {
      await waitFor(() =>
        expect(within(own).getByRole('link', { name: item.label })).toBeVisible(),
      );
      await expect(within(own).getByRole('link', { name: item.label })).toHaveAttribute(
        'href',
        item.href,
      );
    }
  },
};

export const VisitorHasNoMemberLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /个人中心/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'AI助手' })).toBeNull();
  },
};
