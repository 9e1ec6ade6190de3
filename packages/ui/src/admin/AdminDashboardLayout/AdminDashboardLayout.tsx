import type { AdminPermission } from '@coinsight/domain/admin';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as styles from './AdminDashboardLayout.css.ts';

/** One section of the dashboard: everything a new section adds to the frame is one such record. */
export interface AdminSectionRecord {
  /** The menu's name for it. */
  label: string;
  /**
   * What it says while the page gives it no content (管理员 until the admin's own record has
   * loaded; a story without content); said plainly, with no made-up figures.
   */
  placeholder: string;
  /**
   * The permission a role needs to find it in the menu; none: every admin. The menu only follows
   * the server, which refuses the section's calls to a role without it whatever the menu shows.
   */
  needs?: AdminPermission;
}

/**
 * Spec 2 §2.10: the dashboard's sections, in menu order (logout is a button after them); 账号安全
 * (the admin's two-step verification, issue 19) is ours.
 */
export const adminSectionRecords = {
  home: { label: '首页', placeholder: '首页将展示会员数、订单数、收入与待处理退款等运营概况。' },
  documents: { label: '文档', placeholder: '文档将集中存放运营手册与接口说明。' },
  users: { label: '用户管理', placeholder: '用户管理将在这里查看会员列表、会员状态与登录记录。' },
  refunds: {
    label: '退款管理',
    placeholder: '退款管理将在这里按日期处理会员的退款申请。',
    needs: 'refunds.decide',
  },
  charts: { label: '图表', placeholder: '图表将管理指标目录、免费缩略图与数据导入。' },
  audit: { label: '操作日志', placeholder: '操作日志将列出每一次管理操作。' },
  admins: {
    label: '管理员',
    placeholder: '管理员将在这里管理后台账号与角色。',
    needs: 'admins.manage',
  },
  security: { label: '账号安全', placeholder: '账号安全将在这里开启登录的两步验证。' },
} as const satisfies Record<string, AdminSectionRecord>;
export type AdminSection = keyof typeof adminSectionRecords;
export const adminSections = Object.keys(adminSectionRecords) as AdminSection[];

/** The sections a role with these permissions does not find in the menu. */
export function sectionsHiddenFrom(permissions: readonly AdminPermission[]): AdminSection[] {
  return adminSections.filter((id) => {
    const needs = (adminSectionRecords[id] as AdminSectionRecord).needs;
    return needs !== undefined && !permissions.includes(needs);
  });
}

export interface AdminDashboardLayoutProps {
  /** The section shown. */
  section: AdminSection;
  onSectionChange: (section: AdminSection) => void;
  /** The content of each section; a section left out shows its placeholder. */
  content: Partial<Record<AdminSection, ReactNode>>;
  /** 退出登录. */
  onLogout: () => void;
  /** The logout call is under way. @default false */
  loggingOut?: boolean;
  /** Why the logout failed (退出失败，请重试), shown above the content. */
  logoutError?: string | null;
  /** Sections the admin's role may not open (an 运营 has no 管理员), left out of the menu. */
  hiddenSections?: readonly AdminSection[];
  /** The logged-in admin and its role, e.g. `ops01（运营）`, shown under the heading. */
  adminLabel?: string | null;
}

/** The admin backend's frame: a section menu with 退出登录, and the chosen section. */
export function AdminDashboardLayout({
  section,
  onSectionChange,
  content,
  onLogout,
  loggingOut = false,
  logoutError = null,
  hiddenSections = [],
  adminLabel = null,
}: AdminDashboardLayoutProps) {
  const shown = adminSections.filter((id) => !hiddenSections.includes(id));
  return (
    <Tabs
      className={styles.root}
      orientation="vertical"
      selectedKey={section}
      onSelectionChange={(key) => onSectionChange(key as AdminSection)}
    >
      <nav className={styles.sidebar} aria-label="管理后台菜单">
        <p className={styles.brand}>币见 · 管理后台</p>
        <TabList className={styles.list} aria-label="管理后台栏目">
          {shown.map((id) => (
            <Tab key={id} id={id} className={styles.tab}>
              {adminSectionRecords[id].label}
            </Tab>
          ))}
        </TabList>
        {/* Issue 17: designers review every screen piece in the Storybook the product serves. */}
        <a className={styles.who} href="/storybook/" target="_blank" rel="noopener">
          组件库（设计评审）
        </a>
        <Button variant="secondary" isDisabled={loggingOut} onPress={onLogout}>
          {loggingOut ? '正在退出…' : '退出登录'}
        </Button>
      </nav>
      <main className={styles.main}>
        <header className={styles.header}>
          <h1 className={styles.title}>管理后台</h1>
          {adminLabel ? <p className={styles.who}>当前管理员：{adminLabel}</p> : null}
        </header>
        <Notice message={logoutError} />
        {shown.map((id) => (
          <TabPanel key={id} id={id} className={styles.panel}>
            {content[id] ?? (
              <p className={styles.placeholder}>{adminSectionRecords[id].placeholder}</p>
            )}
          </TabPanel>
        ))}
      </main>
    </Tabs>
  );
}
