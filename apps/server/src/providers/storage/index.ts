import type { UploadSettings } from '../../config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { UploadStorage } from './storage.ts';

export type { UploadStorage } from './storage.ts';
export { localStorage } from './local.ts';
export { s3Storage, type S3Settings } from './s3.ts';

/** The storage UPLOAD_STORAGE names: a local folder by default, an S3-compatible bucket as configuration. */
export function createUploadStorage(settings: UploadSettings): UploadStorage {
  return settings.storage === 's3' ? s3Storage(settings) : localStorage(settings.dir);
}
