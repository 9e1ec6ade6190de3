import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function nullsOf<T extends object>(value: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      typeof inner === 'string' ? null : nullsOf(inner as object),
    ]),
  ) as Contract<T>;
}

export const vars = createThemeContract(nullsOf(tokens));
