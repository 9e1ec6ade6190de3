import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import type { ChatMessage } from '@coinsight/domain/realtime';
import { uploadFile } from '../src/contract.ts';
import { s3Storage } from '../src/providers/storage/index.ts';
import { databaseKinds, serverPerSuite, type TestBrowser } from './helpers.ts';
import { groupWith, multipart, vipMember } from './chatKit.ts';

const m = messages.chat;
const mb = 1024 * 1024;

/**
 * A small S3 on loopback speaking the part of the protocol the adapter uses: path-style PUT and GET
 * of objects, SigV4-signed (the Authorization header must name the access key), NoSuchKey as XML.
 */
async function fakeS3(accessKeyId: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const unsigned: string[] = [];
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
      const auth = String(req.headers.authorization ?? '');
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        unsigned.push(path);
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<Error><Code>AccessDenied</Code><Message>unsigned</Message></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(path, {
          body: await body(req),
          type: String(req.headers['content-type'] ?? ''),
        });
        res.writeHead(200, { etag: '"fake"' });
        res.end();
        return;
      }
      const object = objects.get(path);
      if (req.method === 'GET' && object) {
        res.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length });
        res.end(object.body);
        return;
      }
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      );
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    unsigned,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 160, b: 20 } } })
    .png()
    .toBuffer();

/** A phone photo: stored 80×40 sideways with orientation 6 (to be turned upright), GPS in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretPhone', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 54/1 27/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '116/1 23/1 29/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A PNG carrying a tEXt chunk (as editors write author, place or software into it). */
async function pngWithText(keyword: string, text: string): Promise<Buffer> {
  const plain = await png(30, 20);
  const body = Buffer.concat([Buffer.from(`tEXt${keyword}\0${text}`, 'latin1')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  // After the signature (8 bytes) and IHDR (4 + 4 + 13 + 4 bytes).
  const afterHeader = 8 + 25;
  return Buffer.concat([
    plain.subarray(0, afterHeader),
    length,
    body,
    crc,
    plain.subarray(afterHeader),
  ]);
}

/** Three 10×10 frames of 100, 200 and 300 ms as an animated picture of the format. */
async function animation(format: 'gif' | 'webp'): Promise<Buffer> {
  const frames = await Promise.all(
    ['#f00', '#0f0', '#00f'].map((background) =>
      sharp({ create: { width: 10, height: 10, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  );
  const joined = sharp(frames, { join: { animated: true } });
  const timing = { delay: [100, 200, 300], loop: 0 };
  return (format === 'gif' ? joined.gif(timing) : joined.webp(timing)).toBuffer();
}

function upload(
  browser: TestBrowser,
  number: string,
  name: string,
  bytes: Uint8Array,
  type?: string,
) {
  const body = multipart(name, bytes, type);
  return browser.request({
    method: 'POST',
    url: buildPath(uploadFile.path, { number }),
    payload: body.payload,
    headers: body.headers,
  });
}

describe.each(databaseKinds)('chat uploads in a local folder on %s', (kind) => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'coinsight-uploads-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const suite = serverPerSuite(kind, {
    realClock: true,
    env: () => ({ UPLOAD_DIR: dir, UPLOAD_MAX_MB: '1' }),
  });

  it('stores a picture with a thumbnail and serves both to members only', async () => {
    const [owner, stranger] = [await vipMember(suite.server), await vipMember(suite.server)];
    const number = await groupWith(suite.server, owner.id);
    const res = await upload(
      owner.browser,
      number,
      '行情截图.png',
      await png(1200, 600),
      'image/png',
    );
    expect(res.statusCode).toBe(200);
    const { message } = res.result as { message: ChatMessage };
    expect(message.image).toMatch(/^\/api\/v1\/chat\/files\/\d+$/);
    expect(message.thumbnail).toBe(`${message.image}?thumb=1`);

    const full = await owner.browser.get(message.image ?? '');
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['content-disposition']).toBe(
      `inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('行情截图')}.png`,
    );
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1200);
    const thumb = await owner.browser.get(message.thumbnail ?? '');
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 320]);

    const refused = await stranger.browser.get(message.image ?? '');
    expect(refused.statusCode).toBe(403);
    expect(refused.result).toMatchObject({ message: m.notGroupMember });
    expect((await owner.browser.get('/api/v1/chat/files/987654')).statusCode).toBe(404);
  });

  it('keeps no EXIF or text of a picture: re-encoded upright in its own format, animations kept', async () => {
    const owner = await vipMember(suite.server);
    const number = await groupWith(suite.server, owner.id);
    const served = async (name: string, bytes: Buffer) => {
      const res = await upload(owner.browser, number, name, bytes);
      expect(res.statusCode).toBe(200);
      const { message } = res.result as { message: ChatMessage };
      const full = await owner.browser.get(message.image ?? '');
      expect(full.statusCode).toBe(200);
      return { bytes: full.rawPayload, meta: await sharp(full.rawPayload).metadata() };
    };

    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const jpeg = await served('IMG_0001.jpg', photo);
    expect(jpeg.meta).toMatchObject({ format: 'jpeg', width: 40, height: 80 });
    expect(jpeg.meta.exif).toBeUndefined();
    expect(jpeg.meta.orientation).toBeUndefined();
    expect(jpeg.bytes.includes('SecretPhone')).toBe(false);

    const textual = await pngWithText('Comment', 'taken at home, 39.9N 116.4E');
    expect((await sharp(textual).metadata()).comments).toHaveLength(1);
    const plain = await served('截图.png', textual);
    expect(plain.meta).toMatchObject({ format: 'png', width: 30, height: 20 });
    expect(plain.meta.comments ?? []).toEqual([]);
    expect(plain.bytes.includes('taken at home')).toBe(false);

    for (const format of ['gif', 'webp'] as const) {
      const moving = await served(`动图.${format}`, await animation(format));
      expect(moving.meta).toMatchObject({ format, pages: 3, delay: [100, 200, 300], loop: 0 });
    }
  });

  it('serves a file as an attachment with its Chinese name and the allow-list’s type', async () => {
    const owner = await vipMember(suite.server);
    const number = await groupWith(suite.server, owner.id);
    const bytes = new TextEncoder().encode('%PDF-1.4 周报');
    // The browser's claimed type is ignored: the extension's type is served.
    const res = await upload(owner.browser, number, '第47周 周报(终).pdf', bytes, 'text/html');
    const { message } = res.result as { message: ChatMessage };
    expect(message).toMatchObject({
      file: true,
      fileName: '第47周 周报(终).pdf',
      fileSize: bytes.length,
    });
    const served = await owner.browser.get(message.fileUrl ?? '');
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="_47_ __(_).pdf"; filename*=UTF-8''%E7%AC%AC47%E5%91%A8%20%E5%91%A8%E6%8A%A5%28%E7%BB%88%29.pdf`,
    );
    expect(served.rawPayload.equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses types off the allow-list, a picture that is not one, and an empty part', async () => {
    const owner = await vipMember(suite.server);
    const number = await groupWith(suite.server, owner.id);
    const svg = await upload(owner.browser, number, 'logo.svg', new TextEncoder().encode('<svg/>'));
    expect(svg.statusCode).toBe(400);
    expect(svg.result).toMatchObject({ message: m.fileTypeRefused });
    const exe = await upload(owner.browser, number, 'setup.exe', new Uint8Array([77, 90]));
    expect(exe.result).toMatchObject({ message: m.fileTypeRefused });
    const fake = await upload(
      owner.browser,
      number,
      'photo.jpg',
      new TextEncoder().encode('<html>'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.result).toMatchObject({ message: m.imageUnreadable });
    // Its header reads as a JPEG, its pixels end halfway.
    const photo = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const cut = await upload(owner.browser, number, 'cut.jpg', photo.subarray(0, photo.length / 2));
    expect(cut.statusCode).toBe(400);
    expect(cut.result).toMatchObject({ message: m.imageUnreadable });
    const empty = await upload(owner.browser, number, 'a.txt', new Uint8Array());
    expect(empty.statusCode).toBe(400);
    expect((empty.result as { message: string }).message).toContain(m.chooseFile);
  });

  it('answers 413 with the limit in Chinese past UPLOAD_MAX_MB, however far past', async () => {
    const owner = await vipMember(suite.server);
    const number = await groupWith(suite.server, owner.id);
    for (const size of [mb + 10 * 1024, 3 * mb]) {
      const res = await upload(owner.browser, number, 'big.zip', new Uint8Array(size));
      expect(res.statusCode).toBe(413);
      expect(res.result).toMatchObject({ message: `${m.fileTooLarge}，最大 1 MB` });
    }
    expect(
      (await upload(owner.browser, number, 'ok.zip', new Uint8Array(mb - 1024))).statusCode,
    ).toBe(200);
  });

  it('refuses uploads from non-members and without the CSRF header', async () => {
    const [owner, stranger] = [await vipMember(suite.server), await vipMember(suite.server)];
    const number = await groupWith(suite.server, owner.id);
    const res = await upload(stranger.browser, number, 'a.txt', new TextEncoder().encode('你好'));
    expect(res.statusCode).toBe(403);
    const body = multipart('a.txt', new TextEncoder().encode('你好'));
    const noCsrf = await owner.browser.request({
      method: 'POST',
      url: buildPath(uploadFile.path, { number }),
      payload: body.payload,
      headers: body.headers,
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('the S3 adapter against a fake S3 on loopback', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    s3 = await fakeS3('AKIDCOINSIGHT');
  });
  afterAll(async () => {
    await s3.close();
  });

  it('puts and gets objects path-style with a signed request, and reads a missing key as null', async () => {
    const storage = s3Storage({
      endpoint: s3.url,
      region: 'us-east-1',
      bucket: 'coinsight-uploads',
      accessKeyId: 'AKIDCOINSIGHT',
      secretAccessKey: 'secret-for-the-fake',
    });
    const bytes = new TextEncoder().encode('周报内容');
    await storage.put('chat/1/abc.txt', bytes, 'text/plain; charset=utf-8');
    expect(s3.objects.get('/coinsight-uploads/chat/1/abc.txt')?.type).toBe(
      'text/plain; charset=utf-8',
    );
    expect((await storage.get('chat/1/abc.txt'))?.equals(Buffer.from(bytes))).toBe(true);
    expect(await storage.get('chat/1/missing.txt')).toBeNull();
    expect(s3.unsigned).toEqual([]);
    await expect(storage.put('../escape.txt', bytes, 'text/plain')).rejects.toThrow(
      /bad storage key/,
    );
  });

  it('refuses with the store’s error when the credentials are wrong', async () => {
    const storage = s3Storage({
      endpoint: s3.url,
      region: 'us-east-1',
      bucket: 'coinsight-uploads',
      accessKeyId: 'SOMEONEELSE',
      secretAccessKey: 'x',
    });
    await expect(storage.put('chat/1/x.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow();
  });
});

describe('chat uploads through the server into S3', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    s3 = await fakeS3('AKIDSERVER');
  });
  afterAll(async () => {
    await s3.close();
  });
  const suite = serverPerSuite('sqlite', {
    realClock: true,
    env: () => ({
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: s3.url,
      S3_BUCKET: 'chat-bucket',
      S3_ACCESS_KEY_ID: 'AKIDSERVER',
      S3_SECRET_ACCESS_KEY: 'server-secret',
    }),
  });

  it('stores the picture and its thumbnail in the bucket and serves them back', async () => {
    const owner = await vipMember(suite.server);
    const number = await groupWith(suite.server, owner.id);
    const res = await upload(owner.browser, number, 'k线.png', await png(400, 200));
    const { message } = res.result as { message: ChatMessage };
    expect([...s3.objects.keys()].filter((k) => k.startsWith('/chat-bucket/chat/'))).toHaveLength(
      2,
    );
    const served = await owner.browser.get(message.image ?? '');
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
  });
});
