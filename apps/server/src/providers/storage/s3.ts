import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, type UploadStorage } from './storage.ts';

export interface S3Settings {
  /** null: AWS itself; otherwise an S3-compatible service (MinIO, R2…), addressed path-style. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Uploads in an S3-compatible bucket, so several server instances share them. */
export function s3Storage(settings: S3Settings): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
  });
  return {
    name: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key) }),
        );
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
  };
}
