import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  areaOf,
  boundaryProblem,
  serverFloorOf,
  serverLayerProblem,
  workspaceOf,
} from './boundaries.mjs';

const root = join(import.meta.dirname, '..', '..');

const boundaryRules = new Set([
  'no-restricted-imports',
  'no-restricted-globals',
  'coinsight/boundaries',
]);

/**
 * The boundary rules (each once) that broke when `code` is linted as the file `path` with the repository's own
 * config (the samples' unused imports break other rules, which are not under test here).
 */
let lint: (path: string, code: string) => Promise<string[]>;

beforeAll(() => {
  const eslint = new ESLint({ cwd: root });
  lint = async (path, code) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, path) });
    const rules = (result?.messages ?? [])
      .map((message) => message.ruleId ?? message.message)
      .filter((rule) => boundaryRules.has(rule) || rule.includes(' '));
    return [...new Set(rules)];
  };
});

describe('the import boundaries', () => {
  it.each([
    ['packages/domain/src/money/sample.ts', `import { Button } from '@coinsight/ui';`],
    ['packages/domain/src/money/sample.test.ts', `import { vars } from '@coinsight/theme';`],
    ['packages/theme/src/sample.ts', `import { plotPng } from '@coinsight/charts';`],
    ['packages/charts/src/scales/sample.ts', `import { Button } from '@coinsight/ui';`],
    [
      'packages/charts/src/react/Sample/Sample.tsx',
      `import type { SiteStore } from '@coinsight/site';`,
    ],
    ['packages/ui/src/orders/Sample/Sample.tsx', `import { server } from '@coinsight/mocks/node';`],
    ['mocks/handlers/sample.ts', `import { Button } from '@coinsight/ui';`],
    ['apps/server/src/modules/sample.ts', `import { handlers } from '@coinsight/mocks';`],
    ['apps/site/src/pages/sample.ts', `import type { AppServer } from '@coinsight/server';`],
    ['apps/site/src/pages/Sample.css.ts', `import { vars } from '@coinsight/ui';`],
    ['apps/site/src/pages/Sample.css.ts', `import type { SiteStore } from '@coinsight/server';`],
  ])('refuse an import against the direction: %s', async (path, code) => {
    expect(await lint(path, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['packages/ui/src/sample.ts', `import { plotPng } from '../../charts/src/index.ts';`],
    ['apps/site/src/sample.ts', `import { createServer } from '../../server/src/server.ts';`],
    ['packages/charts/src/sample.ts', `export * from '../../ui/src/index.ts';`],
    ['mocks/handlers/sample.ts', `const ui = await import('../../packages/ui/src/index.ts');`],
    ['packages/domain/src/sample.ts', `import { run } from '../../../scripts/dev.mjs';`],
  ])('refuse a relative import that leaves its workspace: %s', async (path, code) => {
    expect(await lint(path, code)).toEqual(['coinsight/boundaries']);
  });

  it.each([
    [
      'packages/ui/src/orders/Sample/Sample.tsx',
      `import * as card from '../../membership/private/card.css.ts';`,
    ],
    [
      'packages/ui/src/shell/Sample.tsx',
      `import { useFormAnswer } from '../account/private/useFormAnswer.ts';`,
    ],
    [
      'packages/ui/src/admin/Sample/Sample.tsx',
      `import { Grip } from '../../account/LoginDialog/private/Grip.tsx';`,
    ],
    [
      'packages/charts/src/draw/sample.ts',
      `import { fixture } from '../react/private/fixtures.ts';`,
    ],
  ])('refuse an import into another area’s private/: %s', async (path, code) => {
    expect(await lint(path, code)).toContain('coinsight/boundaries');
  });

  it.each([
    ['packages/charts/src/scales/sample.ts', `import { useMemo } from 'react';`],
    ['packages/charts/src/plot/sample.ts', `import { createRoot } from 'react-dom/client';`],
    ['packages/charts/src/index.ts', `export { ChartFrame } from './react/index.ts';`],
    ['packages/theme/src/sample.ts', `import { useState } from 'react';`],
    ['packages/domain/src/sample.ts', `import { readFileSync } from 'node:fs';`],
  ])('refuse React (or Node) where the code is pure: %s', async (path, code) => {
    expect(await lint(path, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['packages/charts/src/scales/sample.ts', `export const ratio = () => window.devicePixelRatio;`],
    [
      'packages/charts/src/transforms/sample.ts',
      `export const make = () => document.createElement('canvas');`,
    ],
  ])('refuse browser globals in charts’ pure folders: %s', async (path, code) => {
    expect(await lint(path, code)).toEqual(['no-restricted-globals']);
  });

  it.each([
    ['packages/domain/src/membership/sample.ts', `import { yuanToFen } from '../money/index.ts';`],
    ['packages/theme/src/sample.ts', `import { messages } from '@coinsight/domain/messages';`],
    [
      'packages/charts/src/scales/sample.ts',
      `import { vars } from '@coinsight/theme';\nimport { beijingDate } from '@coinsight/domain/time';`,
    ],
    [
      'packages/charts/src/react/Sample/Sample.tsx',
      `import { useMemo } from 'react';\nimport { fixture } from '../private/fixtures.ts';`,
    ],
    [
      'packages/charts/src/draw/sample.ts',
      `export const make = () => document.createElement('canvas');`,
    ],
    [
      'packages/ui/src/orders/Sample/Sample.tsx',
      `import { plotPng } from '@coinsight/charts';\nimport * as shared from '../private/orders.css.ts';`,
    ],
    [
      'packages/ui/src/account/Sample/Sample.tsx',
      `import { Grip } from '../LoginDialog/private/Grip.tsx';`,
    ],
    [
      'packages/ui/src/account/LoginDialog/private/Sample.tsx',
      `import { useFormAnswer } from '../../private/useFormAnswer.ts';`,
    ],
    ['mocks/handlers/sample.ts', `import { orders } from '@coinsight/domain/api';`],
    ['apps/server/src/sample.ts', `import { yuanToFen } from '@coinsight/domain/money';`],
    [
      'apps/site/src/sample.ts',
      `import { Button } from '@coinsight/ui';\nimport { server } from '@coinsight/mocks/node';`,
    ],
    ['apps/site/src/pages/Sample.css.ts', `import { media, vars } from '@coinsight/theme';`],
    ['apps/site/e2e/sample.ts', `import { createServer } from '../../server/src/server.ts';`],
    ['scripts/sample.ts', `import { createServer } from '../apps/server/src/server.ts';`],
  ])('allow an import along the direction: %s', async (path, code) => {
    expect(await lint(path, `${code}\nexport {};`)).toEqual([]);
  });
});

describe('the server’s floors (apps/server/src)', () => {
  it.each([
    // A service or repo knows no HTTP: no http/ and no plugins/.
    [
      'apps/server/src/modules/chat/service.ts',
      `import { tooManyRequests } from '../../http/limits.ts';`,
    ],
    [
      'apps/server/src/modules/news/repo.ts',
      `import { memberCookie } from '../../http/cookies.ts';`,
    ],
    [
      'apps/server/src/modules/chat/subscriptions.ts',
      `import type { MemberCredentials } from '../../http/credentials.ts';`,
    ],
    [
      'apps/server/src/modules/account/service.ts',
      `import { authPlugin } from '../../plugins/auth.ts';`,
    ],
    [
      'apps/server/src/modules/ai/facts.ts',
      `import type { MarketServices } from '../market/plugin.ts';`,
    ],
    // No area imports cli/, not even from its edge.
    [
      'apps/server/src/modules/macro/ingestCommand.ts',
      `import { readCommand } from '../../cli/command.ts';`,
    ],
    ['apps/server/src/modules/news/plugin.ts', `import { runIngest } from '../../cli/ingest.ts';`],
    // http/ knows neither plugins nor areas.
    ['apps/server/src/http/fastReads.ts', `import { memberCookie } from '../plugins/auth.ts';`],
    [
      'apps/server/src/http/adminRoles.ts',
      `import type { AccountService } from '../modules/account/service.ts';`,
    ],
    // Plugins know no area; the floors below know none of these.
    [
      'apps/server/src/plugins/auth.ts',
      `import { sessionIdOf } from '../modules/account/service.ts';`,
    ],
    [
      'apps/server/src/realtime/socketLimits.ts',
      `import { forwardedClient } from '../http/limits.ts';`,
    ],
    ['apps/server/src/sessions/sample.ts', `import { memberOf } from '../http/credentials.ts';`],
    [
      'apps/server/src/audit/sample.ts',
      `import { AccountRepo } from '../modules/account/repo.ts';`,
    ],
    // A folder without a floor is refused until it gets one.
    ['apps/server/src/somewhere/sample.ts', `import { systemClock } from '../clock.ts';`],
  ])('refuse an import up the floors: %s', async (path, code) => {
    expect(await lint(path, `${code}\nexport {};`)).toEqual(['coinsight/boundaries']);
  });

  it.each([
    [
      'apps/server/src/modules/chat/routes.ts',
      `import { toBoom } from '../../http/errors.ts';\nimport { memberOf } from '../../http/credentials.ts';`,
    ],
    [
      'apps/server/src/modules/account/plugin.ts',
      `import { authPlugin } from '../../plugins/auth.ts';`,
    ],
    [
      'apps/server/src/modules/account/adminTotpRoutes.ts',
      `import { clientAddress } from '../../http/limits.ts';`,
    ],
    [
      'apps/server/src/modules/chat/service.ts',
      `import type { MemberCredentials } from '../../sessions/credentials.ts';\nimport { DomainError } from '../../domainError.ts';\nimport { tooManyRequests } from '../../limits/rateLimit.ts';\nimport type { PaymentService } from '../payments/paymentService.ts';`,
    ],
    [
      'apps/server/src/plugins/auth.ts',
      `import { sessionIdOf } from '../sessions/sessionLookup.ts';\nimport { memberCookie } from '../http/cookies.ts';`,
    ],
    ['apps/server/src/http/fastReads.ts', `import { memberCookie } from './cookies.ts';`],
    [
      'apps/server/src/modules/news/ingestCommand.ts',
      `import { readCommand } from '../../commands/command.ts';`,
    ],
    [
      'apps/server/src/cli/ingest.ts',
      `import { runNewsIngest } from '../modules/news/ingestCommand.ts';`,
    ],
    [
      'apps/server/src/modules/area.ts',
      `import { realtimePluginName } from '../plugins/realtime.ts';`,
    ],
    [
      'apps/server/src/providers/payment/sandbox/pageRoutes.tsx',
      `import { memberOf } from '../../../http/credentials.ts';`,
    ],
    [
      'apps/server/src/db/seeds/sample.ts',
      `import { NewsRepo } from '../../modules/news/repo.ts';`,
    ],
    [
      'apps/server/test/sample.test.ts',
      `import { sessionSetCookie } from '../src/plugins/auth.ts';`,
    ],
  ])('allow an import down the floors: %s', async (path, code) => {
    expect(await lint(path, `${code}\nexport {};`)).toEqual([]);
  });

  it.each([
    ['apps/server/src/clock.ts', 'base'],
    ['apps/server/src/db/knex.ts', 'base'],
    ['apps/server/src/db/seeds/demo.ts', 'entry'],
    ['apps/server/src/sessions/credentials.ts', 'infrastructure'],
    ['apps/server/src/commands/command.ts', 'infrastructure'],
    ['apps/server/src/providers/payment/sandbox/gateway.ts', 'infrastructure'],
    ['apps/server/src/providers/payment/sandbox/pageRoutes.tsx', 'edge'],
    ['apps/server/src/modules/account/service.ts', 'areas'],
    ['apps/server/src/modules/account/subscriptions.ts', 'areas'],
    ['apps/server/src/modules/account/routes.ts', 'edge'],
    ['apps/server/src/modules/account/adminTotpRoutes.ts', 'edge'],
    ['apps/server/src/modules/account/plugin.ts', 'edge'],
    ['apps/server/src/modules/index.ts', 'edge'],
    ['apps/server/src/http/errors.ts', 'http'],
    ['apps/server/src/plugins/csrf.ts', 'plugins'],
    ['apps/server/src/cli/ingest.ts', 'entry'],
    ['apps/server/src/server.ts', 'entry'],
    ['apps/server/test/helpers.ts', null],
    ['apps/site/src/main.tsx', null],
  ])('%s is on floor %s', (path, floor) => {
    expect(serverFloorOf(path)).toBe(floor);
  });

  it('explains a refusal', () => {
    expect(
      serverLayerProblem(
        'apps/server/src/modules/chat/service.ts',
        'apps/server/src/http/limits.ts',
      ),
    ).toBe(
      "apps/server/src/modules/chat/service.ts (areas) may not import apps/server/src/http/limits.ts (http): areas imports only base, infrastructure, areas (the server's floors, scripts/eslint/boundaries.mjs)",
    );
  });
});

describe('workspaces and areas', () => {
  it.each([
    ['packages/domain/src/money/money.ts', 'domain', 'domain/money'],
    ['packages/ui/src/account/LoginDialog/private/Grip.tsx', 'ui', 'ui/account'],
    ['packages/charts/src/react/private/fixtures.ts', 'charts', 'charts/react'],
    ['apps/site/src/main.tsx', 'site', 'site/main.tsx'],
    ['apps/site/e2e/harness.ts', 'e2e', 'e2e/harness.ts'],
    ['mocks/handlers/orders.ts', 'mocks', 'mocks/handlers'],
    ['scripts/dev.mjs', null, null],
  ])('%s is in %s, area %s', (path, workspace, area) => {
    expect(workspaceOf(path)).toBe(workspace);
    expect(areaOf(path)).toBe(area);
  });

  it('explains a refusal', () => {
    expect(
      boundaryProblem(
        'packages/ui/src/orders/A.tsx',
        'packages/ui/src/membership/private/card.css.ts',
      ),
    ).toBe(
      'packages/ui/src/membership/private/card.css.ts is private to ui/membership; move what ui/orders needs to a shared place (ui’s primitives/)',
    );
    expect(boundaryProblem('packages/charts/src/plot/a.ts', 'packages/ui/src/index.ts')).toMatch(
      /^charts may not import ui: dependencies point domain ← theme ← charts ← ui ← site/,
    );
  });
});
