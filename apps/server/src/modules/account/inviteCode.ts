import { randomInt } from 'node:crypto';

// Letters and digits that cannot be misread for one another (no I/O, no 0/1) when a code is read aloud or copied by hand.
const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const letterCount = 7;
const digitCount = 5;

/** A fresh invite code: 7 capitals and 5 digits in random order, so it meets `isInviteCode`; drawn with crypto randomness. */
export function newInviteCode(): string {
  const chars = [
    ...Array.from({ length: letterCount }, () => letters.charAt(randomInt(letters.length))),
    ...Array.from({ length: digitCount }, () => digits.charAt(randomInt(digits.length))),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
