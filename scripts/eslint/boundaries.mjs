// The import boundaries of the workspace (issue 11), enforced by ESLint:
// - dependencies point one way: domain ← theme ← charts ← ui ← site, domain ← mocks, domain ← server,
//   and nothing imports from apps/ (only the end-to-end harness reaches the server and the site);
// - a file imports another area's `private/` folder never: ui's areas are packages/ui/src/<area>/,
//   charts' React components one area, packages/charts/src/react/;
// - charts' pure folders (all of packages/charts/src but react/) import no React, and all but draw/
//   (canvas drawing and PNG export) use no browser global;
// - inside apps/server/src, imports point down its floors (issue 33): a service or repo knows no
//   HTTP, http/ knows no plugin or area, and no area imports cli/ (`serverFloors`).
// Package names are checked by `no-restricted-imports` per workspace; relative paths, which those
// patterns cannot place, by the `coinsight/boundaries` rule, which resolves them.
import { dirname, relative, resolve, sep } from 'node:path';

/** @typedef {'domain' | 'theme' | 'charts' | 'ui' | 'mocks' | 'server' | 'site' | 'e2e'} Workspace */

/** Each workspace's folder and package name. */
export const workspaces = /** @type {const} */ ({
  domain: { folder: 'packages/domain', name: '@coinsight/domain' },
  theme: { folder: 'packages/theme', name: '@coinsight/theme' },
  charts: { folder: 'packages/charts', name: '@coinsight/charts' },
  ui: { folder: 'packages/ui', name: '@coinsight/ui' },
  mocks: { folder: 'mocks', name: '@coinsight/mocks' },
  server: { folder: 'apps/server', name: '@coinsight/server' },
  site: { folder: 'apps/site', name: '@coinsight/site' },
  e2e: { folder: 'apps/site/e2e', name: null },
});

/** @type {Readonly<Record<Workspace, readonly Workspace[]>>} Which workspaces each may import, besides itself. */
export const allowedImports = {
  domain: [],
  theme: ['domain'],
  charts: ['domain', 'theme'],
  ui: ['domain', 'theme', 'charts'],
  mocks: ['domain'],
  server: ['domain'],
  // The site's dev:mock mode and its tests start the MSW mocks.
  site: ['domain', 'theme', 'charts', 'ui', 'mocks'],
  // The end-to-end harness starts the real server beside the built site.
  e2e: ['domain', 'theme', 'charts', 'ui', 'mocks', 'server', 'site'],
};

const direction =
  'dependencies point domain ← theme ← charts ← ui ← site, domain ← mocks, domain ← server; nothing imports from apps/';

/** @param {string} path a path relative to the repository root, `/`-separated */
export function workspaceOf(path) {
  const names = /** @type {Workspace[]} */ (Object.keys(workspaces));
  const inside = names.filter((ws) => path.startsWith(`${workspaces[ws].folder}/`));
  return (
    inside.sort((a, b) => workspaces[b].folder.length - workspaces[a].folder.length)[0] ?? null
  );
}

/**
 * The area a file belongs to: its workspace and the first folder under src/ (ui's `account`,
 * charts' `react`), so that `private/` folders can be kept to their own area.
 * @param {string} path a path relative to the repository root, `/`-separated
 */
export function areaOf(path) {
  const ws = workspaceOf(path);
  if (!ws) return null;
  const [first, second] = path.slice(workspaces[ws].folder.length + 1).split('/');
  return first === 'src' && second !== undefined ? `${ws}/${second}` : `${ws}/${first}`;
}

/**
 * What is wrong with importing `target` from `file`, both relative to the repository root; null if nothing.
 * @param {string} file
 * @param {string} target
 */
export function boundaryProblem(file, target) {
  const from = workspaceOf(file);
  if (!from) return null;
  const to = workspaceOf(target);
  if (to !== from) {
    if (!to) return `${target} is outside every workspace; ${from} may not reach it`;
    if (!allowedImports[from].includes(to)) return `${from} may not import ${to}: ${direction}`;
    const name = workspaces[to].name;
    if (from !== 'e2e' && name) return `import ${to} by its package name (${name}), not by a path`;
  }
  const segments = target.split('/');
  if (segments.slice(0, -1).includes('private') && areaOf(target) !== areaOf(file))
    return `${target} is private to ${areaOf(target)}; move what ${areaOf(file)} needs to a shared place (ui’s primitives/)`;
  return serverLayerProblem(file, target);
}

/**
 * The server's floors and which each may import (its own included). `base` needs nothing of the
 * server's; `infrastructure` is what areas are built on (sessions' users, the bus, the limits, the
 * providers, the commands' helpers); `areas` are the modules' rules, repos, views and commands,
 * which know no HTTP; `http` turns contract entries into routes and failures into answers and
 * knows no area; `plugins` are the shared hapi plugins; `edge` is each area's HTTP side (its
 * plugin and routes) and the registry of areas; `entry` starts things (cli/, server.ts, the seeds).
 */
export const serverFloors = /** @type {const} */ ({
  base: ['base'],
  infrastructure: ['base', 'infrastructure'],
  areas: ['base', 'infrastructure', 'areas'],
  http: ['base', 'infrastructure', 'http'],
  plugins: ['base', 'infrastructure', 'http', 'plugins'],
  edge: ['base', 'infrastructure', 'areas', 'http', 'plugins', 'edge'],
  entry: ['base', 'infrastructure', 'areas', 'http', 'plugins', 'edge', 'entry'],
});

/** @typedef {keyof typeof serverFloors} ServerFloor */

const serverSource = `${workspaces.server.folder}/src/`;

/** @type {Readonly<Record<string, ServerFloor>>} The floor of each folder and top-level file of apps/server/src. */
const serverPlaces = {
  'clock.ts': 'base',
  'config.ts': 'base',
  'contract.ts': 'base',
  'domainError.ts': 'base',
  'logger.ts': 'base',
  'nodeVersion.ts': 'base',
  db: 'base',
  images: 'base',
  security: 'base',
  audit: 'infrastructure',
  cache: 'infrastructure',
  cluster: 'infrastructure',
  commands: 'infrastructure',
  'core.ts': 'infrastructure',
  jobs: 'infrastructure',
  limits: 'infrastructure',
  providers: 'infrastructure',
  realtime: 'infrastructure',
  sessions: 'infrastructure',
  sources: 'infrastructure',
  modules: 'areas',
  http: 'http',
  plugins: 'plugins',
  cli: 'entry',
  'index.ts': 'entry',
  'main.ts': 'entry',
  'server.ts': 'entry',
  'services.ts': 'entry',
  'startup.ts': 'entry',
};

/**
 * The files of an area (or of a provider's page) that are its HTTP edge: `plugin.ts`, `routes.ts`
 * and `…Routes.ts(x)`. Everything else in modules/ (services, repos, views, subscriptions,
 * commands) imports neither http/ nor plugins/ nor cli/.
 */
const edgeFile = /(^|\/)(plugin\.ts|routes\.ts|[A-Za-z]*Routes\.tsx?)$/;

/**
 * The floor of a file of apps/server/src (null outside it, 'unplaced' for a folder the list lacks).
 * @param {string} path a path relative to the repository root, `/`-separated
 * @returns {ServerFloor | 'unplaced' | null}
 */
export function serverFloorOf(path) {
  if (!path.startsWith(serverSource)) return null;
  const inner = path.slice(serverSource.length);
  if (inner.startsWith('db/seeds/')) return 'entry';
  if (inner === 'modules/index.ts' || inner === 'modules/area.ts') return 'edge';
  const place = serverPlaces[inner.split('/')[0] ?? ''];
  if ((place === 'areas' || place === 'infrastructure') && edgeFile.test(inner)) return 'edge';
  return place ?? 'unplaced';
}

/**
 * What is wrong with a file of apps/server/src importing `target` (both relative to the repository
 * root); null if nothing, or if either is outside apps/server/src.
 * @param {string} file
 * @param {string} target
 */
export function serverLayerProblem(file, target) {
  const from = serverFloorOf(file);
  const to = serverFloorOf(target);
  if (from === null || to === null) return null;
  if (from === 'unplaced' || to === 'unplaced')
    return `${from === 'unplaced' ? file : target} is on no floor of the server: give its folder one in serverPlaces (scripts/eslint/boundaries.mjs)`;
  const allowed = /** @type {readonly string[]} */ (serverFloors[from]);
  if (allowed.includes(to)) return null;
  return `${file} (${from}) may not import ${target} (${to}): ${from} imports only ${allowed.join(', ')} (the server's floors, scripts/eslint/boundaries.mjs)`;
}

/** @type {import('eslint').Rule.RuleModule} */
const boundariesRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Relative imports stay in their workspace, out of other areas’ private/, and down the server’s floors',
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'] }],
    messages: { crossing: '{{problem}}' },
  },
  create(context) {
    const { root } = context.options[0];
    const file = relative(root, context.filename).split(sep).join('/');
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), source.value))
        .split(sep)
        .join('/');
      const problem = boundaryProblem(file, target);
      if (problem) context.report({ node: source, messageId: 'crossing', data: { problem } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundariesPlugin = { rules: { boundaries: boundariesRule } };

const reactPackages = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-aria',
  'react-aria-components',
  '@react-aria/*',
];
const react = {
  group: reactPackages,
  message: 'charts’ pure folders run anywhere: React lives in packages/charts/src/react.',
};
const themeReact = {
  group: reactPackages,
  message: 'the theme is React-free, so charts’ pure code and the server can import it.',
};
const reactFolder = {
  regex: '^\\.{1,2}/(\\.\\./)*react(/|$)',
  message: 'charts’ pure folders do not import from src/react.',
};
const domainPurity = {
  group: ['react', 'react-dom', 'node:*', '@hapi/*', 'msw', 'msw/*'],
  message: 'domain stays pure: no React, DOM or Node API.',
};

const uiInStyleSheet = {
  group: ['@coinsight/ui', '@coinsight/ui/*'],
  message:
    'a style sheet takes vars and media from @coinsight/theme: vanilla-extract evaluates every module it imports, so ui’s index put every component’s CSS into the first page’s CSS.',
};

/** @param {Workspace} ws the package names `ws` may not import */
function forbiddenPackages(ws) {
  const names = /** @type {Workspace[]} */ (Object.keys(workspaces)).filter(
    (other) => other !== ws && !allowedImports[ws].includes(other) && workspaces[other].name,
  );
  return names.map((other) => ({
    group: [`${workspaces[other].name}`, `${workspaces[other].name}/*`],
    message: `${ws} may not import ${other}: ${direction}.`,
  }));
}

/** Browser globals charts' pure folders (but draw/) may not use; their purity test checks the types too. */
const browserGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'devicePixelRatio',
  'getComputedStyle',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'createImageBitmap',
  'ResizeObserver',
  'IntersectionObserver',
  'MutationObserver',
  'OffscreenCanvas',
  'Path2D',
].map((name) => ({ name, message: 'charts’ pure folders run anywhere: no browser global.' }));

const sources = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.js', '**/*.mjs'];

/**
 * The flat-config blocks that enforce the boundaries. A later block's `no-restricted-imports`
 * replaces an earlier one's for the files both match, so each block lists every pattern its files need.
 * @param {string} root the repository root
 * @returns {import('eslint').Linter.Config[]}
 */
export function boundaryConfigs(root) {
  const globs = (/** @type {Workspace} */ ws) =>
    sources.map((s) => `${workspaces[ws].folder}/${s}`);
  /** @param {object[]} patterns @returns {import('eslint').Linter.RulesRecord} */
  const restricted = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    {
      files: sources,
      plugins: { coinsight: boundariesPlugin },
      rules: { 'coinsight/boundaries': ['error', { root }] },
    },
    .../** @type {Workspace[]} */ (Object.keys(workspaces))
      .filter((ws) => ws !== 'e2e')
      .map((ws) => ({
        files: globs(ws),
        ignores: ws === 'site' ? globs('e2e') : [],
        rules: restricted(forbiddenPackages(ws)),
      })),
    {
      files: ['packages/domain/src/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: restricted([...forbiddenPackages('domain'), domainPurity]),
    },
    {
      files: ['apps/site/src/**/*.css.ts'],
      rules: restricted([...forbiddenPackages('site'), uiInStyleSheet]),
    },
    {
      files: globs('theme'),
      rules: restricted([...forbiddenPackages('theme'), themeReact]),
    },
    {
      files: sources.map((s) => `packages/charts/src/${s}`),
      ignores: ['packages/charts/src/react/**'],
      rules: restricted([...forbiddenPackages('charts'), react, reactFolder]),
    },
    {
      files: sources.map((s) => `packages/charts/src/${s}`),
      ignores: ['packages/charts/src/react/**', 'packages/charts/src/draw/**'],
      rules: { 'no-restricted-globals': ['error', ...browserGlobals] },
    },
  ];
}
