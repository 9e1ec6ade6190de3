import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedKey, type UploadStorage } from './storage.ts';

/** Uploads in a folder on this machine (UPLOAD_DIR): the default, for one server. */
export function localStorage(dir: string): UploadStorage {
  return {
    name: 'local',
    async put(key, bytes) {
      const path = join(dir, checkedKey(key));
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(join(dir, checkedKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
