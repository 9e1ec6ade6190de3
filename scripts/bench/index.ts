// `npm run bench`: the full stack against bare node:http and a trivial hapi route (getusername as a
// visitor and a member, btc_price, a fred-data series, peak RSS), logins and the scrypt cost
// (stack.ts); then payment notifies on MariaDB, the charts' first render, fred-data, the macro
// charts, the AI relay and the chat fan-out (each file runs alone too:
// `npx tsx scripts/bench/<name>.ts`).
import { aiBench } from './ai.ts';
import { chartsBench } from './charts.ts';
import { chatFanoutBench } from './chatFanout.ts';
import { macroBench } from './macro.ts';
import { macroChartsBench } from './macroCharts.ts';
import { notifyBench } from './notify.ts';
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
