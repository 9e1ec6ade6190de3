import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { adminLoginPath, hasAdminMarker } from './adminGuard.ts';

describe('dashboard guard rule', () => {
  it('needs the admin marker in local storage', () => {
    expect(hasAdminMarker(memoryStorage())).toBe(false);
    expect(hasAdminMarker(memoryStorage({ admin: '1' }))).toBe(true);
    expect(adminLoginPath).toBe('/admin');
  });
});
