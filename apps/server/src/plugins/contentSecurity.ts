import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';

/**
 * The policy every response carries unless a route set a stricter one of its own (the sandbox pay
 * page). No inline or foreign script, and no inline event handlers (`script-src-attr`); styles may
 * be inline because React's style props and the server's two small HTML pages use them, which
 * carries no script. 'self' covers the same-origin websocket in current browsers; data: and blob:
 * images are the QR codes and the chart exports. No plugins, no foreign <base>, no framing by
 * other sites, no form posting elsewhere.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** A year, with subdomains: browsers then refuse plain HTTP to the product's host. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

const cspHeader = 'content-security-policy';
const hstsHeader = 'strict-transport-security';

export interface ContentSecurityOptions {
  /** COOKIE_SECURE: the product is served over HTTPS, so HSTS is sent too. @default false */
  https?: boolean;
}

export const contentSecurityPlugin: Plugin<ContentSecurityOptions | undefined> = {
  name: 'coinsight-content-security',
  register(server, options) {
    const https = options?.https ?? server.app.core.config.cookieSecure;
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      const headers = Boom.isBoom(response) ? response.output.headers : response.headers;
      if (!(cspHeader in headers)) headers[cspHeader] = contentSecurityPolicy;
      if (https) headers[hstsHeader] = strictTransportSecurity;
      return h.continue;
    });
  },
};
