import { fileArgs, onMigratedDb, readCommand, type CommandIo } from '../../commands/command.ts';
import { systemClock } from '../../clock.ts';
import { silentLogger } from '../../logger.ts';
import { onlineCalendar } from '../../providers/calendar/forexFactory.ts';
import { BadCalendarRow, fileCalendar } from '../../providers/calendar/file.ts';
import type { CalendarProvider } from '../../providers/calendar/types.ts';
import { MacroRepo } from '../macro/repo.ts';
import { CalendarRepo } from './repo.ts';
import { CalendarService } from './service.ts';

export const calendarUsage =
  'usage: npm run ingest -- calendar [--file <calendar.csv|calendar.json>…]\n' +
  '  without --file: CALENDAR_URL (the Forex Factory weekly export); with --file: CSV or JSON\n' +
  '  (see docs/features/calendar.md, "Files", for the columns)';

/**
 * `npm run ingest -- calendar`: reads the files (or CALENDAR_URL) and stores their releases, then
 * fills the actuals the stored FRED series give. A file with a bad row is stored not at all (its
 * row named, exit 1); a running server shows the new rows within a second (it checks the version).
 */
export async function runCalendarIngest(argv: readonly string[], io: CommandIo): Promise<number> {
  const command = readCommand(fileArgs(calendarUsage), argv, io);
  if (command === 2) return 2;
  const { args, config } = command;
  const started = Date.now();
  return onMigratedDb(config.database, async (db) => {
    const calendar = new CalendarService(
      new CalendarRepo(db),
      new MacroRepo(db),
      systemClock,
      silentLogger(),
    );
    const providers: [string, CalendarProvider][] =
      args.files.length > 0
        ? args.files.map((f) => [f, fileCalendar(f)])
        : [[config.calendar.url, onlineCalendar(config.calendar.url)]];
    let failed = 0;
    for (const [location, provider] of providers) {
      try {
        const run = await calendar.run(provider);
        for (const s of run.skipped)
          io.stderr.write(`${location}: skipped ${s.what}: ${s.reason}\n`);
        io.stdout.write(
          `calendar: ${location}: ${run.read} releases read, ${run.inserted} new, ${run.updated} updated, ` +
            `${run.unchanged} unchanged, ${run.skipped.length} skipped` +
            `${run.demoRemoved > 0 ? `, ${run.demoRemoved} demo releases removed` : ''}; ` +
            `${run.filledFromFred} actuals filled from FRED series\n`,
        );
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        io.stderr.write(
          `${location}: failed: ${message}\n` +
            (error instanceof BadCalendarRow
              ? `${location}: nothing of this file was stored\n`
              : ''),
        );
      }
    }
    io.stdout.write(
      `calendar: ${providers.length - failed}/${providers.length} sources read; ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return failed > 0 ? 1 : 0;
  });
}
