import { logoutAdmin } from '@coinsight/domain/api';
import { Button } from '@coinsight/ui';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { adminLoginPath } from '../../router/adminGuard.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import * as styles from './DashboardPage.css.ts';

/** The admin backend's entry (/dashboard); only reachable with the admin marker (see AdminGuard). */
export function DashboardPage() {
  const store = useSiteStore();
  const [, navigate] = useLocation();
  const logOutAdmin = async () => {
    try {
      await call(logoutAdmin);
    } catch (error) {
      // An admin session that already ended on the server still leaves the backend here.
      console.warn('admin logout call failed; leaving the backend anyway', error);
    }
    store.actions.setAdmin(false);
    navigate(adminLoginPath);
  };
  return (
    <main className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.title}>管理后台</h1>
        <Button variant="secondary" onPress={() => void logOutAdmin()}>
          退出登录
        </Button>
      </header>
      <p className={styles.text}>订单、退款与会员管理将在这里展示。</p>
    </main>
  );
}
