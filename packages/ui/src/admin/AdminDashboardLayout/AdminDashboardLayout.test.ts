import { adminPermissions, permissionsOf } from '@coinsight/domain/admin';
import { describe, expect, it } from 'vitest';
import { adminSectionRecords, adminSections, sectionsHiddenFrom } from './AdminDashboardLayout.tsx';

describe('the dashboard sections', () => {
  it('are the spec’s menu in order, with 账号安全 last', () => {
    expect(adminSections.map((id) => adminSectionRecords[id].label)).toEqual([
      '首页',
      '文档',
      '用户管理',
      '退款管理',
      '图表',
      '操作日志',
      '管理员',
      '账号安全',
    ]);
  });

  it('hide from a role only the sections whose permission it lacks', () => {
    expect(sectionsHiddenFrom(adminPermissions)).toEqual([]);
    expect(sectionsHiddenFrom(permissionsOf('operator'))).toEqual(['refunds', 'admins']);
    expect(sectionsHiddenFrom([])).toEqual(['refunds', 'admins']);
  });
});
