import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, strictTransportSecurity } from '../src/plugins/contentSecurity.ts';
import { serverPerSuite } from './helpers.ts';

/** The directives of a policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const paths = ['/', '/toVip', '/api/v1/loginpart/getusername/', '/api/v1/no-such-endpoint/'];

describe('the Content-Security-Policy', () => {
  const plain = serverPerSuite('sqlite');

  it('allows script only from the site itself: no inline, no eval, no inline handlers', () => {
    const policy = directives(contentSecurityPolicy);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy).not.toMatch(/unsafe-eval|strict-dynamic|\*/);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('closes plugins, foreign <base>, foreign form posts and framing by other sites', () => {
    const policy = directives(contentSecurityPolicy);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('is on every answer, and HSTS is not sent over plain HTTP', async () => {
    for (const url of paths) {
      const res = await plain.server.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(contentSecurityPolicy);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('HSTS with COOKIE_SECURE', () => {
  const secure = serverPerSuite('sqlite', { env: { COOKIE_SECURE: 'true' } });

  it('is sent with every answer, errors and the site included, beside the policy', async () => {
    for (const url of paths) {
      const res = await secure.server.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe(strictTransportSecurity);
      expect(res.headers['content-security-policy'], url).toBe(contentSecurityPolicy);
    }
    expect(strictTransportSecurity).toMatch(/max-age=(\d{8,})/);
  });
});
