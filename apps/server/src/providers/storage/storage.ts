/**
 * Where chat uploads live. Keys are made by the server (`chat/<group>/<random>.<ext>`), never taken
 * from a client, and an adapter refuses any other shape.
 */
export interface UploadStorage {
  readonly name: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer<ArrayBuffer> | null>;
}

const keyShape = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Throws on a key that could leave the storage's root (`..`, absolute, odd characters). */
export function checkedKey(key: string): string {
  if (!keyShape.test(key) || key.includes('..')) throw new Error(`bad storage key: ${key}`);
  return key;
}
