/**
 * Account rules of spec 1 §5, shared by the login dialog (instant feedback) and the server (the
 * same rules enforced again, since a client can be bypassed).
 */

/** 11 digits, first 1, second 3–9. */
export const phonePattern = /^1[3-9]\d{9}$/;

export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(value);
}

/** Common passwords cost 2 points (spec 1 §5, exact list). */
export const commonPasswords: readonly string[] = [
  'password',
  '123456',
  '12345678',
  '123456789',
  'qwerty',
  'abc123',
  '111111',
  '123123',
  'letmein',
  'welcome',
  'admin',
];

export const minPasswordScore = 1;
export const maxPasswordScore = 5;
/** A score of 3 or more is strong enough to register with. */
export const strongPasswordScore = 3;

/**
 * Scores a password 1–5: +1 each for length ≥ 8, length ≥ 12, a lowercase letter, an uppercase
 * letter, a digit, a special character; −1 for a character repeated 4+ times in a row; −2 for a
 * common password. The raw sum can leave 1–5, so it is clamped to the scale the spec names.
 */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (password.length >= 12) score += 1;
  if (/[a-z]/.test(password)) score += 1;
  if (/[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^a-zA-Z0-9]/.test(password)) score += 1;
  if (/(.)\1{3,}/su.test(password)) score -= 1;
  if (commonPasswords.includes(password.toLowerCase())) score -= 2;
  return Math.min(maxPasswordScore, Math.max(minPasswordScore, score));
}

export function isStrongPassword(password: string): boolean {
  return passwordScore(password) >= strongPasswordScore;
}

/** Invite codes are capital letters and digits: at least 7 letters and at least 5 digits. */
export function isInviteCode(value: string): boolean {
  if (!/^[A-Z0-9]+$/.test(value)) return false;
  const letters = value.replace(/[^A-Z]/g, '').length;
  const digits = value.replace(/\D/g, '').length;
  return letters >= 7 && digits >= 5;
}
