// What a VIP's browser downloads for each home indicator's chart on /toTarget (issue 38): btcdata
// whole (what the page loaded before, and what the CSV export still loads) against the history
// thinned to a 1280 px screen (what the page loads first), bytes on the wire with gzip and without.
import { get } from 'node:http';
import { buildPath, btcData } from '@coinsight/domain/api';
import { printTable } from './loadFigures.ts';

/** Issue 38's goal for the data before a VIP's first chart. */
export const firstChartGoalKiB = 150;
const screenPoints = 1280;
const items = [
  [1, 'stock_to_flow'],
  [2, 'nupl'],
  [3, 'whale'],
  [4, 'rainbow'],
] as const;

function bytesOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let length = 0;
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => (length += chunk.length));
      res.on('end', () => resolve(length));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Prints the table; answers whether every thinned chart is within the goal (gzip). */
export async function chartBytes(base: string, cookie: string): Promise<boolean> {
  const kib = (n: number) => (n / 1024).toFixed(1);
  const rows: string[][] = [];
  let met = true;
  for (const [targetId, key] of items) {
    const path = buildPath(btcData.path, { groupId: 1, targetId });
    const sizes = [];
    for (const query of ['', `?points=${screenPoints}`])
      for (const encoding of ['identity', 'gzip'])
        sizes.push(
          await bytesOf(`${base}${path}${query}`, { cookie, 'accept-encoding': encoding }),
        );
    const [whole = 0, wholeGzip = 0, thin = 0, thinGzip = 0] = sizes;
    met &&= thinGzip / 1024 <= firstChartGoalKiB;
    rows.push([
      key,
      kib(whole),
      kib(wholeGzip),
      kib(thin),
      kib(thinGzip),
      (thinGzip / wholeGzip).toFixed(3),
    ]);
  }
  console.log(
    `\nbtcdata as the demo VIP: the whole figure against points=${screenPoints} (the first draw on a 1280 px screen), KiB on the wire; goal ≤ ${firstChartGoalKiB} KiB gzip\n`,
  );
  printTable(
    ['chart', 'whole', 'whole gzip', 'thinned', 'thinned gzip', 'gzip thinned/whole'],
    rows,
  );
  return met;
}
