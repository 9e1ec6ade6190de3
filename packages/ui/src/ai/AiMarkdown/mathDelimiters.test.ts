import { describe, expect, it } from 'vitest';
import { toDollarMath } from './mathDelimiters.ts';

describe('toDollarMath', () => {
  it.each([
    ['inline maths', '比率 \\(a/b\\) 大于 1', '比率 $$a/b$$ 大于 1'],
    ['display maths', '公式：\\[ E = mc^2 \\]完', '公式：\n$$\nE = mc^2\n$$\n完'],
    ['display maths over lines', '\\[\n\\frac{1}{2}\n\\]', '\n$$\n\\frac{1}{2}\n$$\n'],
    ['two inline formulas', '\\(x\\) 与 \\(y\\)', '$$x$$ 与 $$y$$'],
    ['a price in dollars', '价格 $95,000 到 $100,000', '价格 $95,000 到 $100,000'],
    ['an unclosed opener', '括号 \\( 没有闭合', '括号 \\( 没有闭合'],
    ['existing dollar maths', '$$x^2$$', '$$x^2$$'],
  ])('rewrites %s', (_name, input, output) => {
    expect(toDollarMath(input)).toBe(output);
  });

  it('leaves inline code as written', () => {
    expect(toDollarMath('用 `\\(x\\)` 写出 \\(x\\)')).toBe('用 `\\(x\\)` 写出 $$x$$');
    expect(toDollarMath('``a ` \\(b\\)`` \\(c\\)')).toBe('``a ` \\(b\\)`` $$c$$');
  });

  it('leaves fenced code blocks as written, and converts after them', () => {
    const input = '```latex\n\\(x\\)\n\\[y\\]\n```\n然后 \\(z\\)';
    expect(toDollarMath(input)).toBe('```latex\n\\(x\\)\n\\[y\\]\n```\n然后 $$z$$');
  });

  it('keeps an unclosed fence as code to the end', () => {
    expect(toDollarMath('~~~\n\\(x\\)')).toBe('~~~\n\\(x\\)');
  });

  it('does not close a backtick fence with tildes or a shorter run', () => {
    const input = '````\n~~~\n```\n\\(x\\)\n````\n\\(y\\)';
    expect(toDollarMath(input)).toBe('````\n~~~\n```\n\\(x\\)\n````\n$$y$$');
  });
});
