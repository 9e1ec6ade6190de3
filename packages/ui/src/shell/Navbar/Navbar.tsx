import { useState } from 'react';
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
        <span className={styles.username} title={username}>
          {username}
        </span>
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
