// The second baseline: hapi itself answering getusername's JSON from one route, with nothing of
// the product (no auth, CSRF, logging, validation, plugins). What the product pays on top of it is
// its own cost; what hapi pays on top of bare node:http is the framework's.
import Hapi from '@hapi/hapi';

const body = { username: '', code: '' };
const server = Hapi.server({ port: Number(process.env.PORT), host: '127.0.0.1' });
server.route({ method: 'GET', path: '/api/v1/loginpart/getusername/', handler: () => body });
await server.start();
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
