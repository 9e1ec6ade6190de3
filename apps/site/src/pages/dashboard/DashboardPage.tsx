import * as styles from './DashboardPage.css.ts';

/** The admin backend's entry (/dashboard); only reachable with the admin marker (see AdminGuard). */
export function DashboardPage() {
  return (
    <main className={styles.root}>
      <h1 className={styles.title}>管理后台</h1>
      <p className={styles.text}>订单、退款与会员管理将在这里展示。</p>
    </main>
  );
}
