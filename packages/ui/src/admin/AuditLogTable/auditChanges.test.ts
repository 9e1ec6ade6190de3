import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges.ts';

describe('auditChanges', () => {
  it('lists the fields that differ, in order, with absent values as —', () => {
    expect(
      auditChanges(
        { role: 'operator', name: 'ops01' },
        { role: 'superadmin', name: 'ops01', reason: '升级' },
      ),
    ).toEqual([
      { field: 'role', before: 'operator', after: 'superadmin' },
      { field: 'reason', before: '—', after: '升级' },
    ]);
  });

  it('shows a record that is not an object as one value, and nothing for two nulls', () => {
    expect(auditChanges(null, 'CS2026')).toEqual([{ field: '值', before: '—', after: 'CS2026' }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ ids: [1, 2] }, { ids: [2, 1] })).toEqual([
      { field: 'ids', before: '[1,2]', after: '[2,1]' },
    ]);
  });
});
