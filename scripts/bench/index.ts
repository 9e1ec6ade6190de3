// `npm run bench`: the full stack against bare node:http and a trivial hapi route (getusername as a
// visitor and a member, btc_price, a fred-data series, peak RSS), logins and the scrypt cost
// (stack.ts); then payment notifies on MariaDB, the charts' first render, fred-data, the macro
// charts, the AI relay, the chat fan-out, the news list and search on MariaDB, the news ingest, a
// first start on loopback sources (and one refused), the economic calendar's reads, and the site: its bundle against the budgets, the server's peak RSS with the page renderer alive, Lighthouse on eight pages and a
// tab's JS heap over SITE_HEAP_SECONDS (600 by default). Each file runs alone too: `npx tsx scripts/bench/<name>.ts`.
import { meetsGoals } from '../lighthouse.ts';
import { aiBench } from './ai.ts';
import { calendarBench } from './calendar.ts';
import { chartsBench } from './charts.ts';
import { chatFanoutBench } from './chatFanout.ts';
import { macroBench } from './macro.ts';
import { macroChartsBench } from './macroCharts.ts';
import { newsBench } from './news.ts';
import { notifyBench } from './notify.ts';
import { ingestBench } from './ingest.ts';
import { firstStartBench } from './firstStart.ts';
import { heapGoalMiB, sitePerfBench } from './sitePerf.ts';
import { stackBench } from './stack.ts';

if (!(await stackBench()).met) process.exitCode = 1;
// Payment notifies against a throw-away MariaDB (scripts/bench/notify.ts).
if ((await notifyBench()).errors > 0) process.exitCode = 1;
await chartsBench();
// The areas of issues 12, 14 and 16, each against its own baseline measured in the same run.
await macroBench();
await macroChartsBench();
await aiBench();
if ((await chatFanoutBench()).missing > 0) process.exitCode = 1;
// Issue 13: the news list and search against bare node:http serving the same bytes.
const news = await newsBench();
if ([news.list, news.searchShort, news.searchLong].some((p) => p.full.errors + p.bare.errors > 0))
  process.exitCode = 1;
// Issue 35: news ingest items/s on a generated 10,000-item feed, beside reading it alone.
await ingestBench();
// Issue 34: a first start on loopback sources speaking each real protocol, and one refused.
await firstStartBench();
// Issue 15: a calendar day and two category histories against bare node:http serving the same bytes.
if ((await calendarBench()).some((r) => r.errors > 0)) process.exitCode = 1;
// Issue 18's site half: bundle budgets, Lighthouse, a tab's heap; issue 38's RSS with the renderer.
const site = await sitePerfBench();
if (
  !site.bundleMet ||
  (site.renderer !== null && !site.renderer.met) ||
  (site.lighthouse !== null && !meetsGoals(site.lighthouse)) ||
  (site.heap !== null && site.heap.growthMiB >= heapGoalMiB)
)
  process.exitCode = 1;
