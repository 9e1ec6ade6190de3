import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, requiredNodeMajor } from '../src/nodeVersion.ts';

const where = { repoRoot: '/srv/coinsight', entry: 'apps/server/dist/index.js' };

describe('nodeVersionProblem', () => {
  it('lets the required major and newer through', () => {
    expect(nodeVersionProblem(`${requiredNodeMajor}.0.0`, where)).toBeNull();
    expect(nodeVersionProblem('22.23.3', where)).toBeNull();
    expect(nodeVersionProblem('26.1.0', where)).toBeNull();
  });

  it('names the version it found and the exact commands that run the project’s own Node', () => {
    expect(nodeVersionProblem('20.20.2', where)).toBe(
      [
        "Coinsight's server needs Node.js 22 or newer; this is Node.js 20.20.2.",
        "Run it from the repository with the project's own Node.js 22:",
        '  cd /srv/coinsight && npm start',
        'or, with the site already built:',
        '  /srv/coinsight/node_modules/.bin/node apps/server/dist/index.js',
      ].join('\n'),
    );
  });

  it('refuses a version it cannot read rather than guessing', () => {
    expect(nodeVersionProblem('unknown', where)).toContain('this is Node.js unknown');
  });
});
