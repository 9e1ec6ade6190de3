// The workspace's import graph, resolved the way TypeScript resolves it, reduced to what issue 11
// asks to keep at zero: import cycles (strongly connected groups of files), imports between
// workspaces against the intended direction, and (issue 33) imports up the server's floors. `npx tsx scripts/importGraph.ts` prints both and exits
// non-zero when either is found; `--list` prints every cyclic group's files.
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { allowedImports, serverLayerProblem, workspaceOf } from './eslint/boundaries.mjs';

const root = realpathSync(join(import.meta.dirname, '..'));
const sourceRoots = ['packages', 'mocks', 'apps'];
const skippedFolders = new Set(['node_modules', 'dist', 'storybook-static', 'public']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys);
    if (!resolvedModule) return [];
    const target = realpathSync(resolvedModule.resolvedFileName);
    return target.startsWith(root) && !target.includes(`${sep}node_modules${sep}`) ? [target] : [];
  });
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
function cyclicGroups(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

function importGraph(): Map<string, string[]> {
  const files = sourceRoots.flatMap((folder) => sourceFiles(join(root, folder)));
  return new Map(files.map((file) => [file, importsOf(file)]));
}

function report() {
  const graph = importGraph();
  const groups = cyclicGroups(graph);
  const against = [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => {
        const [fromPath, toPath] = [file, target].map((p) =>
          relative(root, p).split(sep).join('/'),
        );
        const from = workspaceOf(fromPath!);
        const to = workspaceOf(toPath!);
        if (serverLayerProblem(fromPath!, toPath!) !== null) return true;
        return from !== null && from !== to && (to === null || !allowedImports[from].includes(to));
      })
      .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
  );
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
  console.log(`files: ${graph.size}, imports: ${edges}`);
  console.log(
    `import cycles: ${groups.length} groups, ${groups.reduce((sum, g) => sum + g.length, 0)} files`,
  );
  if (process.argv.includes('--list')) {
    for (const group of groups) {
      console.log(`  ${group.length} files:`);
      for (const file of group) console.log(`    ${relative(root, file)}`);
    }
  }
  console.log(`imports against the direction: ${against.length}`);
  for (const line of against) console.log(`  ${line}`);
  if (groups.length > 0 || against.length > 0) process.exitCode = 1;
}

report();
