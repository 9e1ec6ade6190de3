// `npm run analysis:write`: the entry point of the analysis area's command (modules/analysis/command.ts).
import { runWhenMain } from '../commands/command.ts';
import { runAnalysisCommand } from '../modules/analysis/command.ts';

runWhenMain(import.meta.url, runAnalysisCommand);
