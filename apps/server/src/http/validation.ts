import type { z } from 'zod';

export type InputSource = 'params' | 'query' | 'body';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const typeNames: Record<string, string> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
  undefined: '空',
  date: '日期',
  bigint: '整数',
  nan: '数字',
};

function sizeUnit(origin: unknown): string {
  if (origin === 'string') return '个字符';
  if (origin === 'array' || origin === 'set') return '项';
  return '';
}

/** Chinese reasons for zod's issues; a schema's own message (the contract's wording) still wins. */
export const chineseErrorMap: z.core.$ZodErrorMap = (issue: RawIssue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '必填';
      return `类型错误，应为${typeNames[issue.expected] ?? issue.expected}`;
    case 'unrecognized_keys':
      return `不允许的字段 ${issue.keys.join('、')}`;
    case 'too_small': {
      const n = String(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set')
        return `至少 ${n} ${sizeUnit(issue.origin)}`;
      return issue.inclusive === false ? `必须大于 ${n}` : `不能小于 ${n}`;
    }
    case 'too_big': {
      const n = String(issue.maximum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set')
        return `最多 ${n} ${sizeUnit(issue.origin)}`;
      return issue.inclusive === false ? `必须小于 ${n}` : `不能大于 ${n}`;
    }
    case 'invalid_format':
      return '格式不正确';
    case 'not_multiple_of':
      return `必须是 ${String(issue.divisor)} 的倍数`;
    case 'invalid_value':
      return `取值应为 ${issue.values.map((v) => JSON.stringify(v)).join(' / ')}`;
    case 'invalid_union':
      return '格式不正确';
    default:
      return '取值无效';
  }
};

function joinPath(source: InputSource, path: readonly PropertyKey[]): string {
  return [source, ...path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))]
    .join('.')
    .replace(/\.\[/g, '[');
}

function reasonsOf(
  source: InputSource,
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => `${joinPath(source, [...path, key])} 是不允许的字段`);
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // The branch that got furthest (an issue below the root, or unknown fields) explains best what is wrong.
      const closest = issue.errors.find((branch) =>
        branch.some((i) => i.path.length > 0 || i.code === 'unrecognized_keys'),
      );
      if (closest) return reasonsOf(source, closest, path);
    }
    return [`${joinPath(source, path)} ${issue.message}`];
  });
}

/** '请求参数错误：body.username 必填；query.x 是不允许的字段' — at most three reasons. */
export function describeIssues(source: InputSource, issues: readonly z.core.$ZodIssue[]): string {
  const reasons = [...new Set(reasonsOf(source, issues))];
  const shown = reasons.slice(0, 3).join('；');
  return `请求参数错误：${shown}${reasons.length > 3 ? ` 等 ${reasons.length} 处` : ''}`;
}
