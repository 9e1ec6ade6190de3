import { useId, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './Navbar.css.ts';

type NavbarMenuComponent = typeof import('./NavbarMenu.tsx').NavbarMenu;

/** The phone menu, once its chunk has loaded (with its first opening). */
let loadedMenu: NavbarMenuComponent | null = null;

/** The site's main sections, in menu order. */
export const navLinks = [
  { label: '首页', href: '/' },
  { label: '指标', href: '/toTarget' },
  { label: '热点新闻', href: '/toNews' },
  { label: 'AI分析', href: '/toKnowledge' },
  { label: '每日分析', href: '/toDailyAnalysis' },
  { label: '金融数据', href: '/toFinancialData' },
  { label: '经济日历', href: '/toFinancialDataOkx' },
  { label: '开通会员', href: '/toVip' },
] as const;

/**
 * 个人中心: a member's own pages, under the member's name (in the menu on a phone). The assistant and
 * the desk have no place in the spec's link row (its AI分析 is /toKnowledge), so they are here.
 */
export const memberLinks = [
  { label: 'AI助手', href: '/toAI' },
  { label: '我的收藏', href: '/toDesk' },
  { label: '我的订单', href: '/order' },
  { label: '账号安全', href: '/toReset' },
] as const;

export interface NavbarProps {
  /** The logged-in user's name, or null for a visitor. */
  username: string | null;
  /** Shows the menu button and full-screen menu instead of the link row. */
  isMobile: boolean;
  /** Path of the current page; its link gets aria-current="page". */
  currentPath: string;
  /** Called by the 登录/注册 button. */
  onLoginClick: () => void;
  /** Called by the 退出登录 button. */
  onLogoutClick: () => void;
}

export function Navbar({
  username,
  isMobile,
  currentPath,
  onLoginClick,
  onLogoutClick,
}: NavbarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from its chunk's arrival on (and kept, so closing still plays its exit animation). A
  // chunk that cannot be fetched closes the menu again and the next press asks anew, where a
  // React.lazy would keep the failure and throw it, unmounting the whole site.
  const [Menu, setMenu] = useState<NavbarMenuComponent | null>(() => loadedMenu);
  const openMenu = () => {
    setMenuOpen(true);
    if (Menu) return;
    import('./NavbarMenu.tsx').then(
      ({ NavbarMenu }) => {
        loadedMenu = NavbarMenu;
        setMenu(() => NavbarMenu);
      },
      () => setMenuOpen(false),
    );
  };
  const close = () => setMenuOpen(false);
  const ownPagesId = useId();
  const ownPages = useRef<HTMLDivElement>(null);
  /**
   * The desktop 个人中心 is a native popover (light dismiss and Escape from the browser, nothing in
   * the entry bundle; a react-aria Menu added 36 KB of gzip to every first load). In the top layer it
   * is placed against the page, so it is put under the name as it opens and scrolls with the bar.
   */
  const placeOwnPages = (trigger: HTMLElement) => {
    const popover = ownPages.current;
    if (!popover) return;
    const box = trigger.getBoundingClientRect();
    const page = document.documentElement;
    popover.style.top = `${box.bottom + window.scrollY}px`;
    popover.style.right = `${page.clientWidth - box.right - window.scrollX}px`;
  };

  const ownPageItems = (onNavigate: () => void) =>
    memberLinks.map((item) => (
      <li key={item.href}>
        <Link
          className={styles.ownLink}
          href={item.href}
          aria-current={item.href === currentPath ? 'page' : undefined}
          onPress={onNavigate}
        >
          {item.label}
        </Link>
      </li>
    ));

  const linkItems = (onNavigate?: () => void) =>
    navLinks.map((item) => (
      <li key={item.href}>
        <Link
          className={styles.link}
          href={item.href}
          aria-current={item.href === currentPath ? 'page' : undefined}
          onPress={onNavigate}
        >
          {item.label}
        </Link>
      </li>
    ));

  const account = (afterPress?: () => void) =>
    username === null ? (
      <Button
        onPress={() => {
          afterPress?.();
          onLoginClick();
        }}
      >
        登录/注册
      </Button>
    ) : (
      <>
        {afterPress ? (
          <>
            <span className={styles.username} title={username}>
              {username}
            </span>
            <nav aria-label="个人中心">
              <ul className={styles.ownRow}>{ownPageItems(afterPress)}</ul>
            </nav>
          </>
        ) : (
          <>
            <button
              type="button"
              className={styles.ownTrigger}
              title={username}
              aria-label={`${username} 个人中心`}
              popoverTarget={ownPagesId}
              onClick={(event) => placeOwnPages(event.currentTarget)}
            >
              <span className={styles.username}>{username}</span>
              <span aria-hidden="true">▾</span>
            </button>
            <div id={ownPagesId} ref={ownPages} popover="auto" className={styles.ownPopover}>
              <nav aria-label="个人中心">
                <ul className={styles.ownList}>
                  {ownPageItems(() => ownPages.current?.hidePopover())}
                </ul>
              </nav>
            </div>
          </>
        )}
        <Button
          variant="ghost"
          onPress={() => {
            afterPress?.();
            onLogoutClick();
          }}
        >
          退出登录
        </Button>
      </>
    );

  return (
    <header className={styles.root}>
      <Link className={styles.logo} href="/" aria-label="币见 首页">
        币见
      </Link>
      {isMobile ? (
        <>
          <Button
            variant="ghost"
            className={styles.menuButton}
            aria-label="打开菜单"
            onPress={openMenu}
          >
            <span aria-hidden="true">☰</span>
          </Button>
          {Menu ? (
            <Menu
              isOpen={menuOpen}
              onOpenChange={setMenuOpen}
              links={linkItems(close)}
              account={account(close)}
            />
          ) : null}
        </>
      ) : (
        <>
          <nav aria-label="主导航">
            <ul className={styles.links}>{linkItems()}</ul>
          </nav>
          <div className={styles.account}>{account()}</div>
        </>
      )}
    </header>
  );
}
