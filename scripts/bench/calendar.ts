// The economic calendar (issue 15) through the full server: one Beijing day (economic/date) and two
// category histories (ten years of monthly CPI, all the weekly claims) for a logged-in member,
// against a bare node:http server answering the very same bytes in the same process; and how fast
// the demo generator's releases are stored with their FRED-linked actuals filled.
// `npm run bench` runs it (calendarBench); `npx tsx scripts/bench/calendar.ts` runs it alone, on a
// SQLite file of its own.
import { createServer as createHttpServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { category, categoryYears, economicByDate } from '@coinsight/domain/api';
import { beijingDayOf } from '@coinsight/domain/calendar';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrateLatest, openDb } from '../../apps/server/src/db/knex.ts';
import { seedDemoCalendar } from '../../apps/server/src/db/seeds/demoCalendar.ts';
import { seedDemoMacro } from '../../apps/server/src/db/seeds/demoMacro.ts';
import { sessionSetCookie } from '../../apps/server/src/plugins/auth.ts';
import { hashPassword } from '../../apps/server/src/security/password.ts';
import { createApp } from '../../apps/server/src/startup.ts';
import { freePort, offlineSources } from './processes.ts';

const connections = 10;
const warmupSeconds = 2;
const seconds = 6;

async function measure(url: string, cookie: string) {
  const options = { url, connections, headers: { cookie } };
  await autocannon({ ...options, duration: warmupSeconds });
  const r = await autocannon({ ...options, duration: seconds });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

export interface CalendarRead {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  bareRps: number;
  ratio: number;
}

/** The calendar reads through the full server against bare node:http serving the same bytes. */
export async function calendarBench(): Promise<CalendarRead[]> {
  const reads: CalendarRead[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'coinsight-calendar-bench-'));
  const file = join(dir, 'calendar.sqlite');
  try {
    const now = new Date();
    const db = openDb({ client: 'sqlite', filename: file });
    await migrateLatest(db);
    await seedDemoMacro(db, now);
    const seedStarted = performance.now();
    const stored = await seedDemoCalendar(db, now);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await db.destroy();

    const port = await freePort();
    const config = loadConfig({
      ...offlineSources,
      NODE_ENV: 'test',
      DATABASE_URL: `sqlite:${file}`,
      SESSION_SECRET: 'a-bench-secret-that-is-long-enough-0123456789',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      SITE_DIR: '/nonexistent/coinsight-site',
      PORT: String(port),
    });
    const server = await createApp(config);
    await server.start();
    const userId = await server.services.account.repo.insertUser({
      phone: '13900000001',
      passwordHash: await hashPassword('bench-password'),
      inviteCode: 'BENCH001',
      vipExpiry: null,
      createdAt: now,
    });
    const { token } = await server.services.account.startMemberSession(userId, 'bench');
    const header = await sessionSetCookie(server, 'member', token);
    const cookie = header.split(';')[0]!;

    const paths = {
      'economic/date (today)': economicByDate.path.replace('{date}', beijingDayOf(now)),
      'category US_CPI_YOY/10': categoryYears.path
        .replace('{seriesId}', 'US_CPI_YOY')
        .replace('{years}', '10'),
      'category US_INITIAL_CLAIMS': category.path.replace('{seriesId}', 'US_INITIAL_CLAIMS'),
    };
    const bodies = new Map<string, string>();
    for (const path of Object.values(paths)) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      bodies.set(path, await res.text());
    }
    const barePort = await freePort();
    const bare = createHttpServer((req, res) => {
      const body = bodies.get(req.url ?? '');
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body ?? '');
    });
    await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve));

    console.log(
      `calendar bench: ${stored} demo releases stored with their actuals in ${seedSeconds.toFixed(1)} s ` +
        `(${Math.round(stored / seedSeconds)} releases/s); load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    for (const [name, path] of Object.entries(paths)) {
      const full = await measure(`http://127.0.0.1:${port}${path}`, cookie);
      const base = await measure(`http://127.0.0.1:${barePort}${path}`, cookie);
      const rows = (JSON.parse(bodies.get(path)!) as { data: unknown[] }).data.length;
      reads.push({
        name,
        rps: full.rps,
        p99: full.p99,
        errors: full.errors,
        bareRps: base.rps,
        ratio: full.rps / base.rps,
      });
      console.log(
        `${name} (${rows} rows, ${bodies.get(path)!.length} bytes): ${Math.round(full.rps)} req/s, ` +
          `p99 ${full.p99} ms, ${full.errors} errors; bare ${Math.round(base.rps)} req/s, p99 ${base.p99} ms; ` +
          `ratio ${(full.rps / base.rps).toFixed(2)}`,
      );
    }
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    await server.stop();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return reads;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const reads = await calendarBench();
  if (reads.some((r) => r.errors > 0)) process.exitCode = 1;
}
