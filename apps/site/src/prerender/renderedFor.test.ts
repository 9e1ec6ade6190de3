import { describe, expect, it } from 'vitest';
import { readRenderedFor, rendersAsPrerendered, renderedForValue } from './renderedFor.ts';
import { matchesWidth } from './viewport.ts';

const phone = { search: '', media: { '(max-width: 950px)': true, '(max-width: 768px)': true } };

/** A root element as the browser parses it: entities in the attribute's value decoded. */
function rootWith(attribute: string | null) {
  const decoded = attribute?.replaceAll('&quot;', '"').replaceAll('&amp;', '&') ?? null;
  return { getAttribute: (name: string) => (name === 'data-prerendered' ? decoded : null) };
}

/** A window of `width` px at `search`, answering width queries as a browser would. */
function windowOf(width: number, search = '') {
  return {
    search,
    matchMedia: (query: string) => ({ matches: matchesWidth(query, width) }),
  };
}

describe('what a prerendered page was rendered for', () => {
  it('reads back what was written, through a double-quoted attribute', () => {
    const tricky = { search: '', media: { '(max-width: 950px) and (hover: "none")': false } };
    expect(renderedForValue(tricky)).not.toMatch(/"/);
    expect(readRenderedFor(rootWith(renderedForValue(tricky)))).toEqual(tricky);
    expect(readRenderedFor(rootWith(renderedForValue(phone)))).toEqual(phone);
  });

  it('reads nothing from a root that holds no prerendered page, or a mangled one', () => {
    expect(readRenderedFor(rootWith(null))).toBeNull();
    expect(readRenderedFor(rootWith(''))).toBeNull();
    expect(readRenderedFor(rootWith('{"search":""}'))).toBeNull();
    expect(readRenderedFor(rootWith('{"media":{}}'))).toBeNull();
  });

  it('takes the page over in a window that reads what the build read', () => {
    expect(rendersAsPrerendered(phone, windowOf(412))).toBe(true);
    expect(rendersAsPrerendered(phone, windowOf(360))).toBe(true);
  });

  it('renders anew where any query answers otherwise, or the address has a query', () => {
    // A tablet: a phone's navbar (≤ 950 px), but not the indicators' phone layout (≤ 768 px).
    expect(rendersAsPrerendered(phone, windowOf(800))).toBe(false);
    expect(rendersAsPrerendered(phone, windowOf(1280))).toBe(false);
    expect(rendersAsPrerendered(phone, windowOf(412, '?list=1&unit=2'))).toBe(false);
  });
});
