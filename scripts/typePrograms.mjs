// The type checks' programs, made from the workspaces' own tsconfigs. Each workspace checked in a
// program of its own type-checked every workspace it imports again: the site's program held the ui,
// the charts, the domain and the server, so eight programs did the work of about two (199 CPU-s,
// against 88 for the two). The workspaces whose options agree but for their ambient `types` now
// share one program: those with the DOM, and those without (the server and the domain, so neither
// may touch `window`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Each workspace's tsconfig, which editors use and which says what the workspace may reach. */
export const workspaceConfigs = [
  'apps/server/tsconfig.json',
  'apps/site/tsconfig.json',
  'packages/ui/tsconfig.json',
  'packages/charts/tsconfig.json',
  'packages/domain/tsconfig.json',
  'packages/theme/tsconfig.json',
  'mocks/tsconfig.json',
  'tsconfig.tools.json',
];

/**
 * A workspace's name: its folder, or the config's own name for the root's tools config.
 * @param {string} path
 */
export const workspaceOf = (path) => (dirname(path) === '.' ? path : dirname(path));

/** The base every workspace config extends; a program's options are it plus what the group shares. */
const baseConfig = 'tsconfig.base.json';

/**
 * @typedef {{ extends?: string, compilerOptions?: Record<string, unknown>, include?: string[] }} RawConfig
 * @typedef {{ name: string, workspaces: string[], config: RawConfig }} Program
 */

/**
 * @param {string} root the repository's root
 * @param {string} path a config's path from the root
 * @returns {RawConfig}
 */
function readConfig(root, path) {
  const { config, error } = ts.readConfigFile(join(root, path), ts.sys.readFile);
  if (error)
    throw new Error(`${path}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  if (
    config.extends !== undefined &&
    resolve(root, dirname(path), config.extends) !== resolve(root, baseConfig)
  )
    throw new Error(
      `${path} extends ${config.extends}, not ${baseConfig}: give it a program of its own`,
    );
  return config;
}

/** Options a workspace may set without needing a program apart: the rest must agree to share one. */
const mergeable = new Set(['types', 'composite', 'allowJs', 'checkJs']);

/**
 * The programs to check, each config written relative to `outDir`.
 * @param {string} root
 * @param {string} outDir where the programs' configs are written, from the root
 * @param {readonly string[]} configs the workspaces' configs, from the root
 * @returns {Program[]}
 */
export function typePrograms(root, outDir, configs = workspaceConfigs) {
  /** @type {Map<string, Program>} */
  const programs = new Map();
  for (const path of configs) {
    const { compilerOptions = {}, include = [] } = readConfig(root, path);
    const own = Object.fromEntries(
      Object.entries(compilerOptions).filter(([key]) => !mergeable.has(key)),
    );
    const key = JSON.stringify(own);
    const program = programs.get(key) ?? {
      name: '',
      workspaces: [],
      config: {
        extends: relative(join(root, outDir), join(root, baseConfig)),
        compilerOptions: { ...own, types: [] },
        include: [],
      },
    };
    programs.set(key, program);
    program.workspaces.push(workspaceOf(path));
    const options = /** @type {Record<string, unknown>} */ (program.config.compilerOptions);
    const types = /** @type {string[]} */ (options.types);
    for (const type of /** @type {string[]} */ (compilerOptions.types ?? []))
      if (!types.includes(type)) types.push(type);
    for (const flag of ['allowJs', 'checkJs']) if (compilerOptions[flag]) options[flag] = true;
    program.config.include?.push(
      ...include.map((pattern) => relative(join(root, outDir), join(root, dirname(path), pattern))),
    );
  }
  return [...programs.values()].map((program) => ({
    ...program,
    name: `tsc (${program.workspaces.join(', ')})`,
  }));
}

/**
 * Writes each program's config under `outDir` and returns the tsc command that checks it.
 * @param {string} root
 * @param {string} outDir
 * @param {readonly string[]} configs
 * @returns {{ name: string, command: string[] }[]}
 */
export function writeTypePrograms(root, outDir, configs = workspaceConfigs) {
  mkdirSync(join(root, outDir), { recursive: true });
  return typePrograms(root, outDir, configs).map((program, i) => {
    const file = join(outDir, `tsconfig.check-${i}.json`);
    writeFileSync(join(root, file), `${JSON.stringify(program.config, null, 2)}\n`);
    return { name: program.name, command: ['tsc', '-p', file] };
  });
}
