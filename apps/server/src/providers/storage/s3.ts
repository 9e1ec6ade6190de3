import type { S3Client } from '@aws-sdk/client-s3';
import { checkedKey, type UploadStorage } from './storage.ts';

type S3Sdk = typeof import('@aws-sdk/client-s3');

export interface S3Settings {
  /** null: AWS itself; otherwise an S3-compatible service (MinIO, R2…), addressed path-style. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Uploads in an S3-compatible bucket, so several server instances share them. The AWS SDK is
 * loaded on the first upload or read: it is the largest code the server has (loading it raised the
 * start's peak memory by about 25 MiB), and a server on local storage never needs it.
 */
export function s3Storage(settings: S3Settings): UploadStorage {
  let connecting: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
        ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      }),
    })));
  return {
    name: 's3',
    async put(key, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key) }),
        );
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
  };
}
