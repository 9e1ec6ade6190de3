import { readFile, stat } from 'node:fs/promises';

/**
 * A file read, and made into `T`, again only when the build replaced it (another modification time
 * or size); null while it is not there.
 */
export function fileReader<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let known: { mtimeMs: number; size: number; value: T } | null = null;
  return async () => {
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    if (known?.mtimeMs !== stats.mtimeMs || known.size !== stats.size)
      known = {
        mtimeMs: stats.mtimeMs,
        size: stats.size,
        value: parse(await readFile(file, 'utf8')),
      };
    return known.value;
  };
}

/** One `fileReader` per file, made on its first read. */
export function fileReaders<T>(parse: (text: string) => T): (file: string) => Promise<T | null> {
  const readers = new Map<string, () => Promise<T | null>>();
  return (file) => {
    let read = readers.get(file);
    if (!read) readers.set(file, (read = fileReader(file, parse)));
    return read();
  };
}
