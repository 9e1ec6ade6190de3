import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminPermissions, anyAdmin, mayCall } from '../admin/index.ts';
import { adminOutbox, defineEndpoint, endpoints } from './index.ts';

const adminEndpoints = endpoints.filter((e) => e.role === 'admin');

/**
 * Default-deny for the console (issue 32): each admin endpoint names, in its contract, what it
 * needs, and these lists pin who gets what, so a widened or narrowed access shows up here.
 */
describe('the permission every admin endpoint declares', () => {
  it.each(adminEndpoints.map((e) => ({ id: e.id, e })))(
    '$id declares a known permission or any admin',
    ({ e }) => {
      expect(typeof e.permission).toBe('string');
      expect([...adminPermissions, anyAdmin]).toContain(e.permission);
    },
  );

  it('gives a permission to admin endpoints only', () => {
    const stray = endpoints.filter((e) => e.role !== 'admin' && e.permission !== undefined);
    expect(stray.map((e) => e.id)).toEqual([]);
  });

  it('opens to any admin only the admin’s own profile, session and second factor', () => {
    expect(
      adminEndpoints
        .filter((e) => e.permission === anyAdmin)
        .map((e) => e.id)
        .sort(),
    ).toEqual([
      'account.adminTotpConfirm',
      'account.adminTotpEnrol',
      'account.adminTotpStatus',
      'account.logoutAdmin',
      'admin.me',
    ]);
  });

  it('refuses an operator (运营) exactly these admin endpoints', () => {
    expect(
      adminEndpoints
        .filter((e) => !mayCall('operator', e.permission))
        .map((e) => e.id)
        .sort(),
    ).toEqual([
      'account.adminOutbox',
      'admin.adjustMembership',
      'admin.admins',
      'admin.changeAdminRole',
      'admin.createAdmin',
      'admin.endMemberSessions',
      'admin.freezeMember',
      'admin.unfreezeMember',
      'orders.refundList',
      'orders.refundProcess',
    ]);
  });

  it('lets a superadmin (超级管理员) call every admin endpoint', () => {
    expect(adminEndpoints.filter((e) => !mayCall('superadmin', e.permission))).toEqual([]);
  });

  it('keeps the outbox, whose reset links take over accounts, from an operator', () => {
    expect(adminOutbox.permission).toBe('outbox.read');
    expect(mayCall('operator', adminOutbox.permission)).toBe(false);
    expect(mayCall('superadmin', adminOutbox.permission)).toBe(true);
  });

  it('denies an admin endpoint without a permission, and refuses to declare one', () => {
    expect(mayCall('superadmin', undefined)).toBe(false);
    const undeclared = defineEndpoint(() => ({
      id: 'admin.undeclared',
      method: 'GET',
      path: '/api/v1/admin/undeclared/',
      summary: 'An admin endpoint that forgot its permission',
      response: z.object({}),
      ...({ role: 'admin' } as unknown as { role: 'visitor' }),
    }));
    expect(() => undeclared.path).toThrow(/admin\.undeclared.*permission/);
    expect(() =>
      defineEndpoint({
        id: 'market.stray',
        method: 'GET',
        path: '/api/v1/stray/',
        summary: 'A member endpoint with a permission',
        response: z.object({}),
        ...({ role: 'user', permission: 'stats.read' } as unknown as { role: 'visitor' }),
      }),
    ).toThrow(/market\.stray.*permission/);
  });

  it('makes the type system ask an admin endpoint for its permission', () => {
    const declare = () =>
      // @ts-expect-error an admin endpoint without `permission` does not type-check
      defineEndpoint({
        id: 'admin.untyped',
        method: 'GET',
        path: '/api/v1/admin/untyped/',
        summary: 'No permission',
        role: 'admin',
        response: z.object({}),
      });
    expect(declare).toThrow(/permission/);
  });
});
