import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries read from the contract's zod schemas (zod 4's `_zod.def`), so a new
 * endpoint is fuzzed by what it declares. `validish` aims at values the schema accepts (refinements
 * it cannot see may still refuse them: the tests ask the schema which is which); `hostile` at what
 * a careless or malicious client sends.
 */

interface Def {
  type: string;
  [key: string]: unknown;
}

interface CheckDef {
  check: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function checksOf(def: Def): CheckDef[] {
  const checks = (def.checks ?? []) as { _zod: { def: CheckDef } }[];
  return checks.map((c) => c._zod.def);
}

const maxDepth = 4;

function stringArb(def: Def): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = 40;
  let pattern: RegExp | undefined;
  let format: string | undefined = typeof def.format === 'string' ? def.format : undefined;
  if (def.pattern instanceof RegExp) pattern = def.pattern;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') minLength = Number(c.minimum);
    if (c.check === 'max_length') maxLength = Math.min(maxLength, Number(c.maximum));
    if (c.check === 'length_equals') minLength = maxLength = Number(c.length);
    if (c.check === 'string_format') {
      format = String(c.format);
      if (c.pattern instanceof RegExp) pattern = c.pattern;
    }
  }
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'email') return fc.emailAddress();
  if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  // fast-check cannot generate from every regex (lookaheads): those fields get the plain strings below.
  if (pattern && !/\(\?[=!<]/.test(pattern.source)) return fc.stringMatching(pattern);
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, maxLength),
    unit: fc.constantFrom('a', 'b', '币', '见', '1', ' ', 'Z'),
  });
}

function numberArb(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than')
      min = Math.max(min, Number(c.value) + (c.inclusive ? 0 : integer ? 1 : 0.001));
    if (c.check === 'less_than')
      max = Math.min(max, Number(c.value) - (c.inclusive ? 0 : integer ? 1 : 0.001));
    if (c.check === 'number_format') integer = true;
  }
  if (integer || def.type === 'int')
    return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

/** Values the schema should mostly accept. */
export function validish(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => validish(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArb(def);
    case 'number':
    case 'int':
      return numberArb(def);
    case 'bigint':
      return fc.bigInt();
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return depth > maxDepth ? fc.constant(null) : validish((def.getter as () => z.ZodType)());
    case 'array': {
      if (depth > maxDepth) return fc.constant([]);
      let minLength = 0;
      let maxLength = 3;
      for (const c of checksOf(def)) {
        if (c.check === 'min_length') minLength = Number(c.minimum);
        if (c.check === 'max_length') maxLength = Math.min(maxLength, Number(c.maximum));
      }
      return fc.array(inner('element'), {
        minLength,
        maxLength: Math.max(minLength, maxLength),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((s) => validish(s, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((s) => validish(s, depth + 1)));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return fc.record(
        Object.fromEntries(
          Object.entries(shape).map(([k, s]) => [k, validish(s, depth + 1)]),
        ) as Record<string, fc.Arbitrary<unknown>>,
      );
    }
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), inner('valueType'), {
        maxKeys: 3,
      });
    case 'file':
      return fc.constant(new File([Buffer.from('hello')], 'hello.txt', { type: 'text/plain' }));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings that have broken parsers, encoders, SQL and templates before. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n\r\nX-Injected: 1',
  '\u202e\u0633\u0644\u0627\u0645',
  '\ud800',
  '\udfff\ud800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦',
  '\u200b\ufeff',
  'é'.normalize('NFD'),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%2e%2e%2f%00',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e309',
  '9007199254740993',
  '0x10',
  'null',
  'x'.repeat(300),
  '币'.repeat(5000),
];

const hugeValues: readonly unknown[] = [
  0,
  -1,
  -0,
  0.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  'x'.repeat(70_000),
  Array.from({ length: 2000 }, (_, i) => i),
];

const wrongTypes: readonly unknown[] = [
  null,
  true,
  false,
  0,
  1,
  '1',
  '',
  [],
  [1, 2],
  {},
  { $gt: '' },
  { __proto__: { polluted: true } },
];

/** A value of any of the kinds above: wrong types, boundary and huge values, hostile text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...wrongTypes),
  fc.constantFrom(...hugeValues),
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Field names worth sending where none is expected. */
const extraKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'role',
  'user_id',
  'id',
  'x',
];

/** A description of one fuzz case, kept short for the failure message. */
export interface Mutation {
  kind: 'wrong_type' | 'missing_field' | 'extra_field' | 'hostile_value' | 'whole_value' | 'valid';
  field?: string;
  value: unknown;
}

/**
 * One object-shaped input mutated: a field dropped, a field added, or a field's value replaced
 * by a wrong type, a boundary value or hostile text; or the whole input replaced.
 */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> {
  return fc
    .tuple(base, fc.nat(), hostileValue, fc.constantFrom(...extraKeys))
    .chain(([value, pick, hostile, extraKey]) => {
      const record =
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : {};
      const keys = Object.keys(record);
      const field = keys.length > 0 ? keys[pick % keys.length] : undefined;
      const options: fc.Arbitrary<Mutation>[] = [
        fc.constant({ kind: 'whole_value', value: hostile }),
        fc.constant({
          kind: 'extra_field',
          field: extraKey,
          value: { ...record, [extraKey]: hostile },
        }),
        fc.constant({ kind: 'valid', value }),
      ];
      if (field !== undefined) {
        const without = { ...record };
        delete without[field];
        options.push(
          fc.constant({ kind: 'missing_field', field, value: without }),
          fc.constant({ kind: 'hostile_value', field, value: { ...record, [field]: hostile } }),
          fc
            .constantFrom(...wrongTypes)
            .map((wrong) => ({ kind: 'wrong_type', field, value: { ...record, [field]: wrong } })),
        );
      }
      return fc.oneof(...options);
    });
}
