// Prints the server's environment variables as a Markdown table, for docs/configuration.md.
import { pathToFileURL } from 'node:url';
import { configTable } from '../config.ts';

/** The table's rows as cells: header, then one row per variable, in the schema's order. */
export function configTableCells(): string[][] {
  return [
    ['Variable', 'Default', 'Meaning'],
    ...configTable.map((row) => [`\`${row.name}\``, `\`${row.default}\``, row.description]),
  ];
}

export function configTableMarkdown(): string {
  const [header = [], ...rows] = configTableCells();
  return [header, header.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(configTableMarkdown());
}
