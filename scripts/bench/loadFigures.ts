// What the HTTP read benches share: an autocannon run after its warm-up, the bare node:http
// baseline answering the full server's own bytes, and the printed table.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import autocannon, { type Options } from 'autocannon';

/** One call under load. */
export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/** How hard and how long: connections, a warm-up run whose figures are dropped, then the run. */
export interface Load {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export async function measure(name: string, options: Options, load: Load): Promise<Figures> {
  const { connections, warmupSeconds, seconds } = load;
  await autocannon({ connections, ...options, duration: warmupSeconds });
  const r = await autocannon({ connections, ...options, duration: seconds });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** The bare baseline: answers each path with the bytes the full server answered it with. */
export function serveBare(port: number, bodiesFile: string): void {
  const bodies = new Map(
    Object.entries(JSON.parse(readFileSync(bodiesFile, 'utf8')) as Record<string, string>),
  );
  const server = createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (body === undefined) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

/** Prints a table: the first column left-aligned, the figures right-aligned, a rule under the header. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Prints calls' figures as a table. */
export function printFigures(all: readonly Figures[]): void {
  printTable(
    ['call', 'requests/s', 'p50 ms', 'p99 ms', 'requests', 'errors'],
    all.map((f) => [
      f.name,
      f.rps.toFixed(0),
      f.p50.toFixed(1),
      f.p99.toFixed(1),
      String(f.requests),
      String(f.errors),
    ]),
  );
}

/** The full server against the bare baseline, in words. */
export const ratioToBare = (full: Figures, bare: Figures): string =>
  `${(full.rps / bare.rps).toFixed(2)} of the bare requests/s, ` +
  // autocannon counts latency in whole milliseconds, so a bare p99 under 1 ms reads as 0.
  (bare.p99 > 0
    ? `${(full.p99 / bare.p99).toFixed(1)}x its p99`
    : `p99 ${full.p99} ms against under 1 ms`);
