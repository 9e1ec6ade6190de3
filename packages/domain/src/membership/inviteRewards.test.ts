import { describe, expect, it } from 'vitest';
import {
  extendMembership,
  inviteeRewardDays,
  inviterRewardDays,
  inviterTopUpRewardDays,
} from './index.ts';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('invite rewards', () => {
  it('gives 7 days to the new member and 3 to the inviter (spec 1 §9)', () => {
    expect(inviteeRewardDays).toBe(7);
    expect(inviterRewardDays).toBe(3);
  });

  it('gives the inviter 7 days for each top-up of an invitee (spec 1 §9), from the later of now and the expiry', () => {
    expect(inviterTopUpRewardDays).toBe(7);
    expect(extendMembership(null, now, inviterTopUpRewardDays).toISOString()).toBe(
      '2026-11-29T12:00:00.000Z',
    );
    const running = new Date('2026-12-01T00:00:00.000Z');
    expect(extendMembership(running, now, inviterTopUpRewardDays).toISOString()).toBe(
      '2026-12-08T00:00:00.000Z',
    );
  });

  it.each<[string, Date | null, string]>([
    ['never a member: from now', null, '2026-11-25T12:00:00.000Z'],
    ['expired: from now', new Date('2026-11-01T00:00:00.000Z'), '2026-11-25T12:00:00.000Z'],
    ['ending right now: from now', now, '2026-11-25T12:00:00.000Z'],
    [
      'still running: from the current end',
      new Date('2026-12-01T08:30:00.000Z'),
      '2026-12-04T08:30:00.000Z',
    ],
  ])('extends by 3 days when %s', (_name, current, expected) => {
    expect(extendMembership(current, now, 3).toISOString()).toBe(expected);
  });
});
