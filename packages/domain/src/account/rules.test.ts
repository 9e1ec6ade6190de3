import { describe, expect, it } from 'vitest';
import { isInviteCode, isPhoneNumber, isStrongPassword, passwordScore } from './index.ts';

describe('phone numbers (11 digits, 1 then 3–9)', () => {
  it.each([
    ['13800000000', true],
    ['19912345678', true],
    ['15088886666', true],
    ['12800000000', false],
    ['10800000000', false],
    ['23800000000', false],
    ['1380000000', false],
    ['138000000000', false],
    ['1380000000a', false],
    [' 13800000000', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(isPhoneNumber(phone)).toBe(expected);
  });
});

describe('invite codes (≥ 7 capital letters and ≥ 5 digits)', () => {
  it.each([
    ['COINSGT12345', true],
    ['1A2B3C4D5E6F7G', true],
    ['ABCDEFGHIJ99999', true],
    ['ABCDEF12345', false],
    ['ABCDEFG1234', false],
    ['coinsgt12345', false],
    ['COINSGT-12345', false],
    ['', false],
  ])('%j → %s', (code, expected) => {
    expect(isInviteCode(code)).toBe(expected);
  });
});

describe('password score (1–5, strong from 3)', () => {
  it.each([
    ['', 1, 'nothing scores, clamped up to 1'],
    ['abc', 1, 'lowercase only'],
    ['abcdefgh', 2, 'length 8 + lowercase'],
    ['abcdefgh1', 3, 'length 8 + lowercase + digit'],
    ['ABCDEFGHIJKL', 3, 'length 12 counts twice'],
    ['Abcdefg1', 4, 'length 8 + lower + upper + digit'],
    ['coinsight-demo', 4, 'the demo password'],
    ['Bijian#2026', 5, 'all four classes + length 8'],
    ['aaaaBBBB1111!!', 5, 'raw 6 − 1 for a run of four, clamped to 5'],
    ['Aaaaa1', 2, 'run of four costs 1'],
    ['password', 1, 'common: 2 − 2, clamped up to 1'],
    ['12345678', 1, 'common digits'],
    ['Welcome', 1, 'common words are matched case-insensitively'],
    ['qwerty', 1, 'common'],
  ])('%j scores %i (%s)', (password, score) => {
    expect(passwordScore(password)).toBe(score);
    expect(isStrongPassword(password)).toBe(score >= 3);
  });
});
