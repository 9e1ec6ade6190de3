import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint } from '../../src/contract.ts';
import { captureLogs, databaseKinds, serverPerSuite, type TestBrowser } from '../helpers.ts';
import {
  actorFactory,
  implementedEndpoints,
  multipartBody,
  tableDigest,
  type Actor,
} from './actors.ts';
import { hostileStrings, mutated, validish, type Mutation } from './schemaArbitraries.ts';

/** Cases per endpoint and database; FUZZ_RUNS raises it for a longer hunt. */
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 30);

const chinese = /[\u4e00-\u9fff]/;
const { implemented } = implementedEndpoints(endpoints);

type Part = 'params' | 'query' | 'body';

/** One request of the fuzzer, with what it did to which part, for the failure message. */
type FuzzCase =
  | {
      kind: 'structured';
      part: Part;
      mutation: Mutation;
      params: Record<string, unknown>;
      query: unknown;
      body: unknown;
    }
  | { kind: 'raw'; params: Record<string, unknown>; contentType: string; payload: string | Buffer };

const pathNames = (e: AnyEndpoint) => [...e.path.matchAll(/\{(\w+)\}/g)].map((p) => p[1] ?? '');

/** Lone surrogates replaced, as a URL can only carry well-formed text. */
const wellFormed = (text: string): string =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const asText = (v: unknown): string =>
  wellFormed(
    typeof v === 'string'
      ? v
      : v === undefined
        ? ''
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v as number),
  );

/** The path with its parameters filled, and the parameters as the server reads them. */
function pathOf(e: AnyEndpoint, params: unknown) {
  const seen: Record<string, string> = {};
  const url = e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    // A params value that is no object (the whole-value mutation) fills every parameter.
    seen[name] = asText(
      typeof params === 'object' && params !== null
        ? (params as Record<string, unknown>)[name]
        : params,
    );
    return encodeURIComponent(seen[name]);
  });
  return { url, seen };
}

/** The query string, and the query as hapi parses it (repeated keys become arrays). */
function queryOf(query: unknown) {
  const search = new URLSearchParams();
  if (typeof query === 'object' && query !== null && !Array.isArray(query)) {
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) for (const item of v) search.append(k, asText(item));
      else search.append(k, asText(v));
    }
  } else if (query !== undefined && query !== null) search.append(asText(query), '');
  const seen: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    seen[key] = all.length === 1 ? (all[0] ?? '') : all;
  }
  const text = search.toString();
  return { text: text ? `?${text}` : '', seen };
}

/** Bodies that are not JSON, or not what the endpoint reads, for every endpoint that takes a body. */
function rawBodies(
  e: AnyEndpoint,
): fc.Arbitrary<{ contentType: string; payload: string | Buffer }> {
  const json = fc.constantFrom(
    '{',
    '{"a":',
    '[',
    '{"a":1,}',
    "{'a':1}",
    '\u0000',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    'x'.repeat(70_000),
  );
  const multipart = fc.oneof(
    fc.constantFrom(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a picture',
      '--b--\r\n',
      'garbage',
    ),
    fc.constantFrom(...hostileStrings).map(
      (name) =>
        multipartBody(
          [
            {
              name: 'file',
              filename: name.replace(/["\r\n]/g, '_'),
              type: 'image/png',
              content: name,
            },
          ],
          'b',
        ).payload,
    ),
    fc.constant(multipartBody([{ name: 'other', content: 'x' }], 'b').payload),
    fc.constant(
      multipartBody([{ name: 'file', filename: 'empty.txt', type: 'text/plain', content: '' }], 'b')
        .payload,
    ),
  );
  const wrongType = fc.constantFrom(
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/xml', payload: '<a/>' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%ZZ' },
  );
  if (e.consumes === 'multipart/form-data')
    return fc.oneof(
      multipart.map((payload) => ({ contentType: 'multipart/form-data; boundary=b', payload })),
      json.map((payload) => ({ contentType: 'application/json', payload })),
    );
  return fc.oneof(
    json.map((payload) => ({ contentType: 'application/json', payload })),
    multipart.map((payload) => ({ contentType: 'multipart/form-data; boundary=b', payload })),
    wrongType,
  );
}

function caseArbitrary(e: AnyEndpoint): fc.Arbitrary<FuzzCase> {
  const names = pathNames(e);
  const parts: Part[] = [
    ...(names.length > 0 ? (['params'] as const) : []),
    'query',
    ...(e.method === 'GET' ? [] : (['body'] as const)),
  ];
  const structured = fc
    .tuple(
      validish(e.params) as fc.Arbitrary<Record<string, unknown>>,
      validish(e.query),
      e.consumes === 'multipart/form-data' ? fc.constant(undefined) : validish(e.body),
      fc.constantFrom(...parts),
    )
    .chain(([params, query, body, part]) =>
      mutated(fc.constant({ params, query, body }[part])).map((mutation): FuzzCase => ({
        kind: 'structured',
        part,
        mutation,
        params: part === 'params' ? (mutation.value as Record<string, unknown>) : params,
        query: part === 'query' ? mutation.value : query,
        body: part === 'body' ? mutation.value : body,
      })),
    );
  if (e.method === 'GET') return structured;
  const raw = fc
    .tuple(validish(e.params) as fc.Arbitrary<Record<string, unknown>>, rawBodies(e))
    .map(([params, r]): FuzzCase => ({ kind: 'raw', params, ...r }));
  // Multipart endpoints are reached through raw bodies; the structured cases cover their path and query.
  return e.consumes === 'multipart/form-data'
    ? fc.oneof({ arbitrary: raw, weight: 2 }, { arbitrary: structured, weight: 1 })
    : fc.oneof({ arbitrary: structured, weight: 4 }, { arbitrary: raw, weight: 1 });
}

/** Whether the endpoint's own schemas accept what the server will read; undefined when that cannot be told here. */
function schemaAccepts(
  e: AnyEndpoint,
  params: Record<string, string>,
  query: Record<string, unknown>,
  body: unknown,
  raw: boolean,
): boolean | undefined {
  if (!e.params.safeParse(params).success || !e.query.safeParse(query).success) return false;
  if (raw) return undefined;
  return e.body.safeParse(body).success;
}

const actorFor = (e: AnyEndpoint): Actor => (e.role === 'admin' ? 'admin' : 'vip');

describe.each(databaseKinds)('fuzzing every endpoint from its zod schemas on %s', (kind) => {
  // A 500's cause, for the failure message.
  const logs = captureLogs('error');
  const suite = serverPerSuite(kind, {
    logger: logs.logger,
    env: {
      CAPTCHA_RATE_LIMIT: '100000',
      CHECK_RATE_LIMIT: '100000',
      RESET_RATE_LIMIT: '100000',
      LOGIN_ADDRESS_SLOW_AFTER: '100000',
      LOGIN_ADDRESS_LOCK_AFTER: '100000',
      LOGIN_ACCOUNT_SLOW_AFTER: '100000',
      LOGIN_ACCOUNT_LOCK_AFTER: '100000',
      CHAT_RATE_LIMIT: '100000',
      AI_DAILY_QUOTA_VIP: '100000',
    },
  });
  let factory: Awaited<ReturnType<typeof actorFactory>>;
  const runs = new Map<string, { cases: number; refused: number; accepted: number }>();
  beforeAll(async () => {
    factory = await actorFactory(suite.server);
  });
  afterAll(() => {
    const total = [...runs.values()].reduce((n, r) => n + r.cases, 0);
    const lines = [...runs].map(
      ([id, r]) =>
        `  ${id.padEnd(34)} ${String(r.cases).padStart(4)} cases (${r.refused} refused 4xx, ${r.accepted} answered 2xx/3xx)`,
    );
    console.log(
      `[fuzz] ${kind}: ${total} cases over ${runs.size} endpoints (${runsPerEndpoint} per endpoint)\n${lines.join('\n')}`,
    );
  });

  it.each(implemented.map((e) => [e.id, e] as const))(
    '%s answers hostile input with a 4xx and a Chinese reason, never a 500, and changes no row',
    async (id, endpoint) => {
      const tally = { cases: 0, refused: 0, accepted: 0 };
      runs.set(id, tally);
      let browser: TestBrowser = await factory.browser(actorFor(endpoint));
      let snapshot = await tableDigest(suite.server);
      let sinceSnapshot: string[] = [];

      await fc.assert(
        fc.asyncProperty(caseArbitrary(endpoint), async (c) => {
          const path = pathOf(endpoint, c.params);
          const query = queryOf(c.kind === 'structured' ? c.query : undefined);
          const request =
            c.kind === 'raw'
              ? {
                  payload: Buffer.isBuffer(c.payload) ? c.payload : Buffer.from(c.payload),
                  headers: { 'content-type': c.contentType },
                }
              : endpoint.method === 'GET' || c.body === undefined
                ? {}
                : {
                    payload: Buffer.from(JSON.stringify(c.body)),
                    headers: { 'content-type': 'application/json' },
                  };
          const sentBody =
            c.kind === 'structured' && c.body !== undefined
              ? (JSON.parse(JSON.stringify(c.body)) as unknown)
              : undefined;
          const accepts = schemaAccepts(
            endpoint,
            path.seen,
            query.seen,
            sentBody,
            c.kind === 'raw',
          );
          // Only input the schema may accept can change rows: before it, the refused cases since the
          // last snapshot must have left every table as it was.
          if (accepts !== false)
            expect(await tableDigest(suite.server), sinceSnapshot.join('\n')).toEqual(snapshot);
          const res = await browser.request({
            method: endpoint.method,
            url: path.url + query.text,
            ...request,
          });
          tally.cases += 1;
          const where = `${id} ${c.kind === 'structured' ? `${c.part} ${c.mutation.kind} ${c.mutation.field ?? ''}` : `raw ${c.contentType}`} → ${res.statusCode} ${res.payload.slice(0, 160)}`;
          if (res.statusCode >= 500) {
            const cause = logs.lines().at(-1)?.err as { message?: string } | undefined;
            expect.fail(`${where}\nserver error: ${cause?.message ?? logs.text().slice(-500)}`);
          }
          if (res.statusCode >= 400) {
            tally.refused += 1;
            const body = res.result as { message?: unknown };
            expect(typeof body.message === 'string' && chinese.test(body.message), where).toBe(
              true,
            );
            sinceSnapshot.push(where);
          } else {
            tally.accepted += 1;
            expect(accepts, `${where}: the schema refuses this input`).not.toBe(false);
            // A state change may have ended the session (logout); the next case gets a fresh one.
            if (endpoint.method !== 'GET') browser = await factory.browser(actorFor(endpoint));
            snapshot = await tableDigest(suite.server);
            sinceSnapshot = [];
          }
        }),
        { numRuns: runsPerEndpoint, endOnFailure: true },
      );
      expect(await tableDigest(suite.server), sinceSnapshot.join('\n')).toEqual(snapshot);
      expect(tally.cases).toBe(runsPerEndpoint);
    },
    180_000,
  );
});
