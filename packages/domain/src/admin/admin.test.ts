import { describe, expect, it } from 'vitest';
import {
  adjustedExpiry,
  anyAdmin,
  auditActionLabel,
  centsToYuan,
  countByBeijingDay,
  dayCount,
  daysBetween,
  mayCall,
  mayDo,
  parseAdminRole,
  permissionsOf,
  rangeBounds,
  sumByBeijingDay,
} from './index.ts';

describe('roles', () => {
  it('lets an operator edit documents and read users but not change members, refunds or admins', () => {
    expect(mayDo('operator', 'documents.edit')).toBe(true);
    expect(mayDo('operator', 'members.read')).toBe(true);
    for (const p of ['members.write', 'refunds.decide', 'admins.manage', 'outbox.read'] as const)
      expect(mayDo('operator', p)).toBe(false);
    expect(permissionsOf('superadmin')).toContain('admins.manage');
  });

  it('lets a role call what it is granted or what any admin may, and nothing undeclared', () => {
    expect(mayCall('operator', 'members.write')).toBe(false);
    expect(mayCall('operator', 'outbox.read')).toBe(false);
    expect(mayCall('operator', 'members.read')).toBe(true);
    expect(mayCall('operator', anyAdmin)).toBe(true);
    expect(mayCall('superadmin', 'outbox.read')).toBe(true);
    expect(mayCall('operator', undefined)).toBe(false);
    expect(mayCall('superadmin', undefined)).toBe(false);
  });

  it('reads a role from its key or its Chinese name', () => {
    expect(parseAdminRole('运营')).toBe('operator');
    expect(parseAdminRole(' 超级管理员 ')).toBe('superadmin');
    expect(parseAdminRole('superadmin')).toBe('superadmin');
    expect(parseAdminRole('root')).toBeNull();
  });
});

describe('statistics by Beijing day', () => {
  it('lists every day of a range, across a month end', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(dayCount('2026-01-01', '2026-12-31')).toBe(365);
    expect(dayCount('2026-01-02', '2026-01-01')).toBe(0);
  });

  it('bounds a range at Beijing midnights', () => {
    const { from, to } = rangeBounds('2026-03-01', '2026-03-02');
    expect(from.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-02T16:00:00.000Z');
  });

  it('puts 23:59 UTC on the next Beijing day and leaves out what falls outside', () => {
    const rows = [
      { at: '2026-03-01T15:59:59.000Z', value: 100 }, // 23:59 Beijing, 1 March
      { at: '2026-03-01T16:00:00.000Z', value: 250 }, // 00:00 Beijing, 2 March
      { at: '2026-03-01T23:59:00.000Z', value: 1 },
      { at: '2026-03-03T16:00:00.000Z', value: 9 }, // 4 March: outside
    ];
    expect(sumByBeijingDay(rows, '2026-03-01', '2026-03-03')).toEqual([
      { date: '2026-03-01', value: 100 },
      { date: '2026-03-02', value: 251 },
      { date: '2026-03-03', value: 0 },
    ]);
    expect(countByBeijingDay(['2026-03-01T16:00:00.000Z'], '2026-03-02', '2026-03-02')).toEqual([
      { date: '2026-03-02', value: 1 },
    ]);
  });

  it('writes cents as yuan', () => {
    expect(centsToYuan(0)).toBe('0.00');
    expect(centsToYuan(1230)).toBe('12.30');
    expect(centsToYuan(5)).toBe('0.05');
    expect(centsToYuan(-150)).toBe('-1.50');
  });
});

describe('membership adjustment', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  const day = 86_400_000;

  it('adds from the expiry, or from now when lapsed or absent', () => {
    const expiry = new Date(now.getTime() + 10 * day);
    expect(adjustedExpiry(expiry, 5, now).getTime()).toBe(expiry.getTime() + 5 * day);
    expect(adjustedExpiry(null, 30, now).getTime()).toBe(now.getTime() + 30 * day);
    expect(adjustedExpiry(new Date(now.getTime() - day), 1, now).getTime()).toBe(
      now.getTime() + day,
    );
  });

  it('removes days but never before now', () => {
    const expiry = new Date(now.getTime() + 10 * day);
    expect(adjustedExpiry(expiry, -4, now).getTime()).toBe(expiry.getTime() - 4 * day);
    expect(adjustedExpiry(expiry, -40, now).getTime()).toBe(now.getTime());
    expect(adjustedExpiry(null, -1, now).getTime()).toBe(now.getTime());
  });

  it('refuses zero, fractions and more than ten years', () => {
    for (const days of [0, 0.5, 3651, -3651])
      expect(() => adjustedExpiry(null, days, now)).toThrow();
  });
});

describe('audit action labels', () => {
  it('labels known actions and passes others through', () => {
    expect(auditActionLabel('member.adjust')).toBe('调整会员天数');
    expect(auditActionLabel('news.publish')).toBe('发布新闻');
    expect(auditActionLabel('analysis.edit')).toBe('修改每日分析');
    expect(auditActionLabel('document_image.upload')).toBe('上传文档图片');
    expect(auditActionLabel('chart.unknown')).toBe('chart.unknown');
  });
});
