import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';

/**
 * The policy every response carries unless a route set a stricter one of its own (the sandbox pay
 * page). No inline or foreign script; styles may be inline because React's style props and the
 * server's two small HTML pages use them, which carries no script. 'self' covers the same-origin
 * websocket in current browsers; data: and blob: images are the QR codes and the chart exports.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const header = 'content-security-policy';

export const contentSecurityPlugin: Plugin<void> = {
  name: 'coinsight-content-security',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      const headers = Boom.isBoom(response) ? response.output.headers : response.headers;
      if (!(header in headers)) headers[header] = contentSecurityPolicy;
      return h.continue;
    });
  },
};
