// The second baseline: hapi itself answering getusername's JSON from one route, with nothing of
// the product (no auth, CSRF, logging, validation, plugins). What the product pays on top of it is
// its own cost; what hapi pays on top of bare node:http is the framework's. GET /same/{name}
// replays an answer the product gave (its status, headers and body bytes, handed over once by
// PUT /same/{name}), so each read is compared with hapi sending the very same answer: the client's
// work (reading the security headers, the gzipped series) is then the same on both sides.
import Hapi from '@hapi/hapi';

/** What PUT /same/{name} carries: one answer of the product, its body in base64. */
export interface SameAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

const body = { username: '', code: '' };
const server = Hapi.server({ port: Number(process.env.PORT), host: '127.0.0.1' });
server.route({ method: 'GET', path: '/api/v1/loginpart/getusername/', handler: () => body });
const answers = new Map<string, { status: number; headers: [string, string][]; body: Buffer }>();
server.route({
  method: 'PUT',
  path: '/same/{name}',
  options: { payload: { maxBytes: 16 * 1024 * 1024 } },
  handler: (request) => {
    const answer = request.payload as SameAnswer;
    answers.set(request.params.name as string, {
      ...answer,
      body: Buffer.from(answer.body, 'base64'),
    });
    return null;
  },
});
server.route({
  method: 'GET',
  path: '/same/{name}',
  handler: (request, h) => {
    const answer = answers.get(request.params.name as string);
    if (!answer) return h.response().code(404);
    const response = h.response(answer.body).code(answer.status);
    for (const [name, value] of answer.headers) response.header(name, value, { append: true });
    return response;
  },
});
await server.start();
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
