import { actNow } from './testing/actNow.ts';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { hero } from './pages/home/content.ts';
import { RealtimeConnection, type SocketClient } from './realtime/connection.ts';
import { vipMember } from './testing/members.ts';
import { mountSitePerTest } from './testing/mountSitePerTest.tsx';
import { loggedApiError, watchWarnings } from './testing/watchWarnings.ts';

// The shell's own behaviour: the API is not mocked here.
const site = mountSitePerTest({ mockApi: false });

describe('site shell', () => {
  it('shows the Chinese navbar, the hero and the footer on the home page', async () => {
    site.renderAt('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    for (const label of ['首页', '指标', '热点新闻', 'AI分析', '金融数据', '开通会员']) {
      await expect.element(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect.element(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await expect.element(page.getByRole('contentinfo')).toBeVisible();
    for (const topic of ['反诈指南', '交易核心', '做多与做空', '更多章节']) {
      await expect.element(page.getByText(topic, { exact: true })).toBeVisible();
    }
  });

  it('shows the 404 page for an unknown path and goes home from it', async () => {
    const { currentPath } = site.renderAt('/no-such-page');
    await expect.element(page.getByRole('heading', { name: '404' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '返回首页' }));
    expect(currentPath()).toBe('/');
    await expect.element(page.getByRole('link', { name: '开通会员' }).first()).toBeVisible();
  });

  it('sends /dashboard to the admin login without the admin marker', async () => {
    const { currentPath } = site.renderAt('/dashboard');
    await vi.waitFor(() => expect(currentPath()).toBe('/admin'));
    expect(site.container.textContent).not.toContain('管理后台');
  });

  it('opens /dashboard with the admin marker', async () => {
    localStorage.setItem('admin', '1');
    const { currentPath } = site.renderAt('/dashboard');
    await expect.element(page.getByRole('heading', { name: '管理后台' })).toBeVisible();
    expect(currentPath()).toBe('/dashboard');
  });

  it('scrolls to the top on every navigation', async () => {
    const tall = document.createElement('div');
    tall.style.height = '5000px';
    document.body.append(tall);
    const { memory } = site.renderAt('/');
    window.scrollTo(0, 1500);
    expect(window.scrollY).toBeGreaterThan(0);
    actNow(() => memory.navigate('/no-such-page'));
    expect(window.scrollY).toBe(0);
    window.scrollTo(0, 1500);
    actNow(() => memory.navigate('/?ref=1'));
    expect(window.scrollY).toBe(0);
    tall.remove();
  });

  it('navigates with the navbar links inside the app', async () => {
    const { currentPath } = site.renderAt('/');
    await userEvent.click(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '热点新闻' }),
    );
    expect(currentPath()).toBe('/toNews');
  });

  it('the 登录/注册 button raises the login-dialog flag', async () => {
    const { store } = site.renderAt('/');
    expect(store.state.showLogin).toBe(false);
    await userEvent.click(page.getByRole('button', { name: '登录/注册' }));
    expect(store.state.showLogin).toBe(true);
  });

  it('opens the login dialog in 注册 mode on /register, and closes it once the member turns out to be logged in', async () => {
    const { store } = site.renderAt('/register');
    await expect
      .element(page.getByRole('dialog').getByRole('heading', { name: '注册' }))
      .toBeVisible();
    expect(store.state.loginOpensForRegister).toBe(true);
    actNow(() =>
      store.actions.setUser({
        username: '13800000000',
        code: 'COINSGT12345',
        is_vip: false,
        leftdays: 0,
        expiry: null,
      }),
    );
    await vi.waitFor(() => expect(store.state.showLogin).toBe(false));
  });

  it('hides the footer on /toVip and /toPay', async () => {
    const { memory } = site.renderAt('/toVip');
    await expect.element(page.getByRole('heading', { level: 1, name: '开通会员' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    expect(site.container.querySelector('footer')).toBeNull();
    actNow(() => memory.navigate('/toPay?days=30'));
    await expect.element(page.getByRole('heading', { level: 1, name: '扫码支付' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    expect(site.container.querySelector('footer')).toBeNull();
  });

  it('switches to the mobile menu at 950 px and below', async () => {
    const { store } = site.renderAt('/');
    await page.viewport(951, 800);
    await vi.waitFor(() => expect(store.state.isMobile).toBe(false));
    await page.viewport(950, 800);
    await vi.waitFor(() => expect(store.state.isMobile).toBe(true));
    await userEvent.click(page.getByRole('button', { name: '打开菜单' }));
    await expect
      .element(page.getByRole('dialog', { name: '菜单' }).getByRole('link', { name: '金融数据' }))
      .toBeVisible();
  });
});

/** A socket whose messages the test pushes. */
class PushSocket implements SocketClient {
  readonly subs = new Map<string, (message: unknown) => void>();
  disconnected = false;
  onDisconnect: SocketClient['onDisconnect'] = () => {};
  onError: SocketClient['onError'] = () => {};
  async connect() {}
  async disconnect() {
    this.disconnected = true;
  }
  async subscribe(path: string, handler: (message: unknown) => void) {
    this.subs.set(path, handler);
  }
  async unsubscribe(path: string) {
    this.subs.delete(path);
  }
  subscriptions() {
    return [...this.subs.keys()];
  }
  push(path: string, message: unknown) {
    actNow(() => this.subs.get(path)?.(message));
  }
}

describe('notification socket in the shell', () => {
  function loggedIn(path = '/') {
    const socket = new PushSocket();
    const connect = () =>
      new RealtimeConnection({ createClient: () => socket, authenticate: async () => {} });
    const rendered = site.renderAt(path, {
      connectRealtime: connect,
      user: vipMember,
    });
    return { socket, ...rendered };
  }

  /**
   * The API is not mocked here: on the home page a VIP's favourite charts (favorite/0) get the dev
   * server's 404, which the page only logs. The home's favourites section is a chunk of its own,
   * which a loaded machine took more than vi.waitFor's default second to load and ask.
   */
  const favoritesFailed = (warn: ReturnType<typeof watchWarnings>) =>
    vi.waitFor(
      () =>
        expect(warn).toHaveBeenCalledWith(
          'favorites failed',
          loggedApiError(404, '请求失败（404）'),
        ),
      { timeout: 10_000 },
    );

  it('opens for a logged-in member and subscribes to their notifications', async () => {
    const warn = watchWarnings();
    const { socket } = loggedIn();
    // The home page's news flash listens on /news/latest over the same socket.
    await vi.waitFor(() =>
      expect(socket.subscriptions().sort()).toEqual(['/news/latest', '/notifications/13800000000']),
    );
    await favoritesFailed(warn);
  });

  it('force_logout shows the offline notice, logs out, empties storage and goes home', async () => {
    localStorage.setItem('favourite', 'x');
    const { socket, store, currentPath } = loggedIn('/no-such-page');
    await vi.waitFor(() => expect(socket.subscriptions()).toHaveLength(1));
    socket.push('/notifications/13800000000', { type: 'force_logout' });
    await expect.element(page.getByRole('alertdialog', { name: '下线通知' })).toBeVisible();
    expect(store.state.username).toBeNull();
    expect(localStorage.getItem('favourite')).toBeNull();
    expect(currentPath()).toBe('/');
    await vi.waitFor(() => expect(socket.disconnected).toBe(true));
    await expect.element(page.getByRole('button', { name: '登录/注册' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: '重新登录' }));
    expect(store.state.showAlert).toBe(false);
    expect(store.state.showLogin).toBe(true);
  });

  it('to_client goes to the payment result page', async () => {
    const warn = watchWarnings();
    const { socket, currentPath } = loggedIn();
    await vi.waitFor(() => expect(socket.subscriptions()).toContain('/notifications/13800000000'));
    await favoritesFailed(warn);
    socket.push('/notifications/13800000000', { type: 'to_client', out_trade_no: 'CS20261122001' });
    // The handler's chunk loads with the socket; a message waits for it.
    await vi.waitFor(() => expect(currentPath()).toBe('/result?out_trade_no=CS20261122001'));
  });
});
