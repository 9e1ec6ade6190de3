// The second baseline: hapi itself answering getusername's JSON from one route, with nothing of
// the product (no auth, CSRF, logging, validation, plugins). What the product pays on top of it is
// its own cost; what hapi pays on top of bare node:http is the framework's. For the reads whose
// answers are larger, GET /same/{name} answers the very bytes the product sent (gzipped JSON),
// handed over once by PUT /same/{name}, so the product is compared with hapi sending the same.
import Hapi from '@hapi/hapi';

const body = { username: '', code: '' };
const server = Hapi.server({ port: Number(process.env.PORT), host: '127.0.0.1' });
server.route({ method: 'GET', path: '/api/v1/loginpart/getusername/', handler: () => body });
const answers = new Map<string, Buffer>();
server.route({
  method: 'PUT',
  path: '/same/{name}',
  options: { payload: { parse: false, output: 'data', maxBytes: 16 * 1024 * 1024 } },
  handler: (request) => {
    answers.set(request.params.name as string, request.payload as Buffer);
    return null;
  },
});
server.route({
  method: 'GET',
  path: '/same/{name}',
  handler: (request, h) => {
    const answer = answers.get(request.params.name as string);
    if (!answer) return h.response().code(404);
    return h
      .response(answer)
      .type('application/json; charset=utf-8')
      .header('content-encoding', 'gzip');
  },
});
await server.start();
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
