// Prints the server's environment variables as a Markdown table, for the README.
import { configTable } from '../config.ts';

console.log('| Variable | Default | Meaning |\n|---|---|---|');
for (const row of configTable)
  console.log(`| \`${row.name}\` | \`${row.default}\` | ${row.description} |`);
