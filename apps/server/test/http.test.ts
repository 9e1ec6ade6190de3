import { beforeAll, describe, expect, it } from 'vitest';
import { checkVip, errorBody, getUsername } from '../src/contract.ts';
import { adminCookie } from '../src/http/cookies.ts';
import { sessionSetCookie } from '../src/plugins/auth.ts';
import {
  adminOnly,
  badResponse,
  crash,
  echo,
  item,
  openNote,
  testRoutes,
  upload,
  vipOnly,
} from './fixtures/testEndpoints.ts';
import {
  addMember,
  databaseKinds,
  fixtureHash,
  loginAs,
  serverPerSuite,
  sessionCookieHeader,
  setCookies,
  testServer,
} from './helpers.ts';

const day = 86_400_000;

interface Reply {
  statusCode: number;
  result: unknown;
  headers: Record<string, unknown>;
}

/** Every refusal has the contract's error shape, a Chinese reason and never a 500. */
function expectRefusal(res: Reply, status: number, reason?: RegExp) {
  expect(res.statusCode).toBe(status);
  const body = errorBody.parse(res.result);
  expect(body.statusCode).toBe(status);
  expect(body.message).toMatch(/\p{Script=Han}/u);
  if (reason) expect(body.message).toMatch(reason);
  return body;
}

describe.each(databaseKinds)('the contract route helper on %s', (kind) => {
  const suite = serverPerSuite(kind, { extraRoutes: testRoutes, realClock: true });
  /** A logged-in member with a CSRF cookie, as a browser would hold after the first page load. */
  let member: { cookie: string; crumb: string };

  beforeAll(async () => {
    const first = await suite.server.inject({ method: 'GET', url: getUsername.path });
    const crumbLine = setCookies(first.headers).get('crumb') ?? '';
    const crumb = /^crumb=([^;]+)/.exec(crumbLine)?.[1] ?? '';
    const m = await addMember(suite.server);
    const { cookie } = await loginAs(suite.server, m.id);
    member = { cookie: `${cookie}; crumb=${crumb}`, crumb };
  });

  const post = (
    url: string,
    payload: string | object | undefined,
    headers: Record<string, string> = {},
  ) =>
    suite.server.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        cookie: member.cookie,
        'x-csrf-token': member.crumb,
        'content-type': 'application/json',
        ...headers,
      },
    });

  describe('cookies', () => {
    it("sets a crumb cookie on a visitor's first GET that the page can read, SameSite=Strict", async () => {
      const res = await suite.server.inject({ method: 'GET', url: '/' });
      const crumb = setCookies(res.headers).get('crumb');
      expect(crumb).toBeDefined();
      expect(crumb).toMatch(/SameSite=Strict/);
      expect(crumb).not.toMatch(/HttpOnly/);
      expect(crumb).toMatch(/Path=\//);
    });

    it('does not rotate the crumb the browser already holds', async () => {
      const res = await suite.server.inject({
        method: 'GET',
        url: getUsername.path,
        headers: { cookie: `crumb=${member.crumb}` },
      });
      expect(setCookies(res.headers).has('crumb')).toBe(false);
    });

    it('keeps the session cookie HttpOnly and SameSite=Lax', async () => {
      const res = await suite.server.inject({ method: 'GET', url: '/documentation' });
      const line = await sessionSetCookie(suite.server, 'member', 'x');
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Path=\//);
      expect(line).not.toMatch(/Secure/);
      expect(res.statusCode).toBe(200);
    });

    it('marks cookies Secure when COOKIE_SECURE is on', async () => {
      const secure = await testServer('sqlite::memory:', { env: { COOKIE_SECURE: 'true' } });
      try {
        const res = await secure.inject({ method: 'GET', url: '/' });
        expect(setCookies(res.headers).get('crumb')).toMatch(/Secure/);
        const line = await sessionSetCookie(secure, 'member', 'x');
        expect(line).toMatch(/Secure/);
      } finally {
        await secure.stop();
      }
    });
  });

  describe('roles', () => {
    it('answers 401 请先登录 to a visitor on a member endpoint', async () => {
      const res = await suite.server.inject({
        method: 'POST',
        url: echo.path,
        payload: { username: 'ab', amount: 1 },
        headers: { cookie: `crumb=${member.crumb}`, 'x-csrf-token': member.crumb },
      });
      expectRefusal(res, 401, /请先登录/);
    });

    it('answers 401 once the session was ended in the database', async () => {
      const m = await addMember(suite.server);
      const { cookie, sessionId } = await loginAs(suite.server, m.id);
      const headers = { cookie: `${cookie}; crumb=${member.crumb}`, 'x-csrf-token': member.crumb };
      const ok = await suite.server.inject({
        method: 'POST',
        url: echo.path,
        payload: { username: 'ab', amount: 1 },
        headers,
      });
      expect(ok.statusCode).toBe(200);
      await suite.server.services.account.endSession(sessionId);
      const after = await suite.server.inject({
        method: 'POST',
        url: echo.path,
        payload: { username: 'ab', amount: 1 },
        headers,
      });
      expectRefusal(after, 401, /请先登录/);
    });

    it('refuses a member without membership on a VIP endpoint with 403, and lets a VIP in', async () => {
      const plain = await suite.server.inject({
        method: 'GET',
        url: vipOnly.path,
        headers: { cookie: member.cookie },
      });
      expectRefusal(plain, 403, /会员/);
      const visitor = await suite.server.inject({ method: 'GET', url: vipOnly.path });
      expectRefusal(visitor, 401);
      const vip = await addMember(suite.server, { vipExpiry: new Date(Date.now() + 5 * day) });
      const { cookie } = await loginAs(suite.server, vip.id);
      const res = await suite.server.inject({
        method: 'GET',
        url: vipOnly.path,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a visitor on an admin endpoint with 401 请先登录, a member with 403 没有权限, and lets the admin in', async () => {
      expectRefusal(
        await suite.server.inject({ method: 'GET', url: adminOnly.path }),
        401,
        /请先登录/,
      );
      expectRefusal(
        await suite.server.inject({
          method: 'GET',
          url: adminOnly.path,
          headers: { cookie: member.cookie },
        }),
        403,
        /没有权限/,
      );
      const [adminId] = await suite.server
        .db('admins')
        .insert({ username: `root${kind}`, password_hash: await fixtureHash('x') });
      const { token } = await suite.server.services.account.startAdminSession(Number(adminId));
      const cookie = await sessionCookieHeader(suite.server, adminCookie, token);
      const res = await suite.server.inject({
        method: 'GET',
        url: adminOnly.path,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.result).toEqual({ admin: `root${kind}` });
      // An admin session is not a member session.
      const asMember = await suite.server.inject({
        method: 'GET',
        url: getUsername.path,
        headers: { cookie },
      });
      expect(asMember.result).toEqual({ username: '', code: '' });
    });
  });

  describe('CSRF', () => {
    it('accepts a state change carrying the crumb in X-CSRF-Token', async () => {
      const res = await post(echo.path, { username: '张三', amount: 3 });
      expect(res.statusCode).toBe(200);
      expect(res.result).toEqual({ ok: true, username: '张三', amount: 3 });
    });

    it('refuses a POST without the header with 403 and a Chinese reason', async () => {
      const res = await suite.server.inject({
        method: 'POST',
        url: echo.path,
        payload: { username: 'ab', amount: 1 },
        headers: { cookie: member.cookie },
      });
      expect(expectRefusal(res, 403, /安全校验失败/).code).toBe('csrf');
    });

    it('refuses a POST whose header does not match the cookie', async () => {
      const res = await post(
        echo.path,
        { username: 'ab', amount: 1 },
        { 'x-csrf-token': 'not-the-crumb' },
      );
      expect(expectRefusal(res, 403).code).toBe('csrf');
    });

    it('lets an endpoint the contract exempts through without the header', async () => {
      const res = await suite.server.inject({
        method: 'POST',
        url: openNote.path,
        payload: { note: 'hi' },
      });
      expect(res.statusCode).toBe(200);
      expect(setCookies(res.headers).has('crumb')).toBe(false);
    });
  });

  describe('bad input never makes a 500', () => {
    it.each([
      ['malformed JSON', '{"username": "ab", amount: }', /请求体不是合法的 JSON/],
      ['a JSON string instead of an object', '"hello"', /body/],
      [
        'wrong types',
        JSON.stringify({ username: 12, amount: 'many' }),
        /body\.username 类型错误，应为字符串/,
      ],
      ['a missing field', JSON.stringify({ username: 'ab' }), /body\.amount 必填/],
      [
        'an unknown field',
        JSON.stringify({ username: 'ab', amount: 1, admin: true }),
        /body\.admin 是不允许的字段/,
      ],
      [
        'a too short value',
        JSON.stringify({ username: 'a', amount: 1 }),
        /body\.username 至少 2 个字符/,
      ],
      ['a fractional integer', JSON.stringify({ username: 'ab', amount: 1.5 }), /body\.amount/],
      [
        'a wrong array item',
        JSON.stringify({ username: 'ab', amount: 1, tags: ['x', 2] }),
        /body\.tags\[1\]/,
      ],
      ['an empty body', undefined, /body/],
      ['null', 'null', /body/],
    ])('%s -> 400 with the reason', async (_name, payload, reason) => {
      const res = await post(echo.path, payload);
      expectRefusal(res, 400, reason);
    });

    it('names the field in the 400 message with the Chinese lead-in', async () => {
      const res = await post(echo.path, JSON.stringify({ amount: 1 }));
      expect(expectRefusal(res, 400).message).toBe('请求参数错误：body.username 必填');
    });

    it('refuses a body past the endpoint limit with 413 请求体过大', async () => {
      const res = await post(echo.path, JSON.stringify({ username: 'x'.repeat(2000), amount: 1 }));
      expectRefusal(res, 413, /请求体过大/);
    });

    it('refuses a body past the 64 KiB default with 413', async () => {
      const res = await suite.server.inject({
        method: 'POST',
        url: openNote.path,
        payload: JSON.stringify({ note: 'x'.repeat(70 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expectRefusal(res, 413, /请求体过大/);
    });

    it('reads a multipart upload into the body schema, and refuses one past the limit or with a missing part', async () => {
      const form = (content: string, withNote = true) => {
        const boundary = '----coinsight';
        const parts = [
          ...(withNote
            ? [`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n截图\r\n`]
            : []),
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${content}\r\n`,
          `--${boundary}--\r\n`,
        ];
        return {
          payload: parts.join(''),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        };
      };
      const ok = form('x'.repeat(100));
      const res = await suite.server.inject({ method: 'POST', url: upload.path, ...ok });
      expect(res.statusCode).toBe(200);
      expect(res.result).toEqual({ note: '截图', filename: 'a.png', bytes: 100 });
      const big = form('x'.repeat(5000));
      expectRefusal(await suite.server.inject({ method: 'POST', url: upload.path, ...big }), 413);
      const partial = form('x', false);
      expectRefusal(
        await suite.server.inject({ method: 'POST', url: upload.path, ...partial }),
        400,
        /body\.note 必填/,
      );
      expectRefusal(
        await suite.server.inject({ method: 'POST', url: upload.path, payload: { note: 'x' } }),
        415,
      );
    });

    it('refuses a content type the endpoint does not read with 415', async () => {
      const res = await post(echo.path, '<xml/>', { 'content-type': 'application/xml' });
      expectRefusal(res, 415);
    });

    it.each([
      ['unknown query field', `${getUsername.path}?debug=1`, /query\.debug 是不允许的字段/],
      [
        'unknown query field on checkvip',
        `${checkVip.path}?username=x`,
        /query\.username 是不允许的字段/,
      ],
      ['a non-number path parameter', '/api/v1/test/items/abc/', /params\.id/],
      ['a negative path parameter', '/api/v1/test/items/-3/', /params\.id/],
      ['a bad query value', '/api/v1/test/items/3/?page=0', /query\.page 不能小于 1/],
      ['a repeated query field', '/api/v1/test/items/3/?page=1&page=2', /query\.page/],
    ])('%s -> 400', async (_name, url, reason) => {
      expectRefusal(await suite.server.inject({ method: 'GET', url }), 400, reason);
    });

    it('parses path and query with the schemas', async () => {
      const res = await suite.server.inject({
        method: 'GET',
        url: `${item.path.replace('{id}', '7')}?page=2`,
      });
      expect(res.result).toEqual({ id: 7, page: 2 });
    });

    it.each([
      ['POST', getUsername.path, 'GET, HEAD'],
      ['DELETE', checkVip.path, 'GET, HEAD'],
      ['PUT', getUsername.path, 'GET, HEAD'],
      ['GET', echo.path, 'POST'],
      ['PATCH', echo.path, 'POST'],
      ['OPTIONS', checkVip.path, 'GET, HEAD'],
    ])('%s on %s -> 405 with Allow: %s', async (method, url, allow) => {
      const res = await suite.server.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : '{broken',
        headers: { 'content-type': 'application/json' },
      });
      expectRefusal(res, 405, /不支持该请求方法/);
      expect(res.headers.allow).toBe(allow);
    });

    it('answers HEAD on a GET endpoint', async () => {
      const res = await suite.server.inject({ method: 'HEAD', url: getUsername.path });
      expect(res.statusCode).toBe(200);
    });

    it('ignores a body sent with a GET', async () => {
      const res = await suite.server.inject({
        method: 'GET',
        url: getUsername.path,
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers a garbled cookie header as a visitor, not an error', async () => {
      const res = await suite.server.inject({
        method: 'GET',
        url: checkVip.path,
        headers: { cookie: 'sid=%%%; crumb="unterminated; ==;' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.result).toEqual({ is_vip: false, leftdays: 0, expiry: null });
    });

    it('answers an unknown /api path with a JSON 404 for every method', async () => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await suite.server.inject({
          method,
          url: '/api/v1/nothing/here/',
          payload: method === 'GET' ? undefined : '{}',
        });
        expect(expectRefusal(res, 404, /接口不存在/).code).toBe('not_found');
      }
    });

    it('answers a contract path without its trailing slash with 404, not the site', async () => {
      const res = await suite.server.inject({
        method: 'GET',
        url: '/api/v1/loginpart/getusername',
      });
      expectRefusal(res, 404);
    });
  });

  describe('responses', () => {
    it('turns a response that breaks the contract into a 500 when checking is on', async () => {
      const res = await suite.server.inject({ method: 'GET', url: badResponse.path });
      expectRefusal(res, 500, /服务器内部错误/);
    });

    it('hides an unexpected exception behind a Chinese 500', async () => {
      const res = await suite.server.inject({ method: 'GET', url: crash.path });
      const body = expectRefusal(res, 500);
      expect(JSON.stringify(body)).not.toMatch(/internal detail/);
    });

    it('parses the real endpoints against their schemas', async () => {
      for (const e of [getUsername, checkVip]) {
        const res = await suite.server.inject({
          method: 'GET',
          url: e.path,
          headers: { cookie: member.cookie },
        });
        expect(res.statusCode).toBe(200);
        expect(e.response.safeParse(res.result).success).toBe(true);
      }
    });
  });
});
