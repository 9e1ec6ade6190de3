// The baseline: node:http answering what getusername answers a visitor, with nothing else.
import { createServer } from 'node:http';

const body = JSON.stringify({ username: '', code: '' });
const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
