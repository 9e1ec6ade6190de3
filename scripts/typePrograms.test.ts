import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { typePrograms, workspaceConfigs, workspaceOf, writeTypePrograms } from './typePrograms.mjs';

const repoRoot = join(import.meta.dirname, '..');

/** The files a written program's config makes tsc check, and the errors it finds in them. */
function check(root: string, configFile: string): { files: string[]; errors: string[] } {
  const path = join(root, configFile);
  const { config } = ts.readConfigFile(path, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(path));
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  return {
    files: parsed.fileNames.map((file) => resolve(file)),
    errors: ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? resolve(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      ),
  };
}

describe('the type checks’ programs', () => {
  it('check each workspace’s files in one program, and the server and the domain without the DOM', () => {
    const programs = typePrograms(repoRoot, '.tmp');
    const workspaces = programs.flatMap((program) => program.workspaces);
    expect([...workspaces].sort()).toEqual(workspaceConfigs.map(workspaceOf).sort());
    const holding = (workspace: string) =>
      programs.find((program) => program.workspaces.includes(workspace));
    expect(holding('apps/server')).toBe(holding('packages/domain'));
    expect(holding('apps/server')?.config.compilerOptions?.lib).toEqual(['ES2023']);
    expect(holding('apps/site')?.config.compilerOptions?.lib).toBeUndefined();
    // Fewer programs than workspaces is the point: each checks what it imports only once.
    expect(programs.length).toBeLessThan(workspaceConfigs.length);
  });

  describe('on a small repository', () => {
    let root = '';
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    function repository(files: Record<string, string>): string {
      root = mkdtempSync(join(tmpdir(), 'type-programs-'));
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      return root;
    }

    const base = JSON.stringify({
      compilerOptions: { lib: ['ES2023', 'DOM'], strict: true, noEmit: true, types: [] },
    });
    const workspace = (options: object) =>
      JSON.stringify({
        extends: '../tsconfig.base.json',
        compilerOptions: options,
        include: ['src'],
      });

    it('keeps a workspace without the DOM apart, so its use of `window` still fails', () => {
      repository({
        'tsconfig.base.json': base,
        'pure/tsconfig.json': workspace({ lib: ['ES2023'] }),
        'pure/src/index.ts': 'export const width = window.innerWidth;\n',
        'page/tsconfig.json': workspace({ types: [] }),
        'page/src/index.ts': 'export const height = window.innerHeight;\n',
        'other/tsconfig.json': workspace({ types: [], allowJs: true }),
        'other/src/index.ts': 'export const title = document.title;\n',
      });
      const written = writeTypePrograms(root, '.tmp', [
        'pure/tsconfig.json',
        'page/tsconfig.json',
        'other/tsconfig.json',
      ]);
      expect(written.map((program) => program.name)).toEqual(['tsc (pure)', 'tsc (page, other)']);
      const [pure, shared] = written.map((program) => check(root, program.command[2]!));
      expect(pure!.errors).toEqual([
        expect.stringMatching(/pure\/src\/index\.ts: Cannot find name 'window'/),
      ]);
      expect(shared!.errors).toEqual([]);
      expect(shared!.files).toEqual([
        join(root, 'page/src/index.ts'),
        join(root, 'other/src/index.ts'),
      ]);
      const config = JSON.parse(readFileSync(join(root, written[1]!.command[2]!), 'utf8'));
      expect(config).toMatchObject({
        extends: '../tsconfig.base.json',
        compilerOptions: { allowJs: true },
      });
    });

    it('refuses a workspace config that extends another base', () => {
      repository({
        'tsconfig.base.json': base,
        'tsconfig.other.json': base,
        'odd/tsconfig.json': JSON.stringify({
          extends: '../tsconfig.other.json',
          include: ['src'],
        }),
      });
      expect(() => typePrograms(root, '.tmp', ['odd/tsconfig.json'])).toThrow(
        /odd\/tsconfig\.json extends \.\.\/tsconfig\.other\.json/,
      );
    });
  });
});
