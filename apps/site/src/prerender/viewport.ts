/**
 * The window a page is prerendered for: what the site's render reads of the browser (media
 * queries, the window's size, the storages) answered for one viewport width, in Node.
 */
export interface Viewport {
  width: number;
  height: number;
}

/** The two widths each page is prerendered at: a phone (Lighthouse's Moto G) and a laptop. */
export const viewports = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1280, height: 800 },
} as const satisfies Record<string, Viewport>;

const widthFeature = /\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g;

/** Whether a media query's width conditions (all of them, as `and` joins them) hold at `width`. */
export function matchesWidth(query: string, width: number): boolean {
  let matches = true;
  for (const [, bound, px] of query.matchAll(widthFeature)) {
    const limit = Number(px);
    if (bound === 'max' ? width > limit : width < limit) matches = false;
  }
  return matches;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const browserGlobals = [
  'window',
  'innerWidth',
  'innerHeight',
  'matchMedia',
  'localStorage',
  'sessionStorage',
] as const;

/**
 * Gives Node's global object the browser surface a first render reads, for `viewport`: a visitor
 * with empty storages. Effects never run in a prerender, so listeners are accepted and ignored.
 * `asked` hears each media query read and its answer. Returns what puts the global object back as
 * it was: the build goes on in this process, and code that looks for `window` must not take it for
 * a browser.
 */
export function installViewport(
  viewport: Viewport,
  asked: (query: string, matches: boolean) => void = () => {},
): () => void {
  const saved = browserGlobals.map(
    (key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const,
  );
  const matchMedia = (query: string) => {
    const matches = matchesWidth(query, viewport.width);
    asked(query, matches);
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  };
  Object.assign(globalThis, {
    window: globalThis,
    innerWidth: viewport.width,
    innerHeight: viewport.height,
    matchMedia,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
  });
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else Reflect.deleteProperty(globalThis, key);
    }
  };
}
