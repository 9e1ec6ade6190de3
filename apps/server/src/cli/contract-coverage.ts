// `npm run contract:coverage`: the contract endpoints the server does not implement yet.
import { endpoints } from '../contract.ts';
import { implementedIds } from '../modules/index.ts';

const implemented = implementedIds();
const missing = endpoints.filter((e) => !implemented.has(e.id));

if (missing.length === 0) {
  console.log(`Every contract endpoint (${endpoints.length}) has a server route.`);
} else {
  const width = Math.max(...missing.map((e) => e.path.length));
  console.log('Contract endpoints without a server route:\n');
  for (const e of missing) console.log(`  ${e.method.padEnd(6)} ${e.path.padEnd(width)}  ${e.id}`);
  console.log(
    `\n${missing.length} of ${endpoints.length} endpoints have no route yet (${implemented.size} implemented).`,
  );
}
