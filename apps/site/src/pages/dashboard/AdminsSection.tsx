import { adminRoleLabels } from '@coinsight/domain/admin';
import { admins, changeAdminRole, createAdmin } from '@coinsight/domain/api';
import { AdminAccounts } from '@coinsight/ui';
import { call } from '../../api/client.ts';
import { actionFailure, useAdminLoad } from './useAdminLoad.ts';

/** 管理员 (超级管理员): the admin accounts and their roles. */
export function AdminsSection({ meId }: { meId: number }) {
  const load = useAdminLoad(
    (signal) => call(admins, { signal }).then((answer) => answer.admins),
    'admins',
    '管理员列表加载失败，请稍后重试',
  );
  const reload = async () => load.setData((await call(admins)).admins);
  return (
    <AdminAccounts
      admins={load.data ?? []}
      meId={meId}
      state={load.state}
      errorText={load.errorText}
      onRetry={load.retry}
      onCreate={async (admin) => {
        try {
          const answer = await call(createAdmin, { body: admin });
          await reload();
          return `已创建管理员 ${answer.admin.username}（${answer.admin.role_label}）`;
        } catch (error) {
          throw actionFailure(error);
        }
      }}
      onChangeRole={async (admin, role) => {
        try {
          await call(changeAdminRole, { params: { id: admin.id }, body: { role } });
          await reload();
          return `已将 ${admin.username} 设为${adminRoleLabels[role]}`;
        } catch (error) {
          await reload().catch(() => undefined);
          throw actionFailure(error);
        }
      }}
    />
  );
}
