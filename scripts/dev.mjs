// `npm run dev`: the server with reload on change, and the site's Vite dev server (hot reload)
// proxying the API and the websocket to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/index.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@coinsight/site'], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
