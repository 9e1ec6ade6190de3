import { crc32, deflateSync } from 'node:zlib';
import { messages } from '@coinsight/domain/messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addFavorite,
  buildPath,
  favorites,
  getTargetAll,
  indicatorThumbnail,
  snapshotMaxBytes,
  uploadPrivate,
} from '../src/contract.ts';
import { databaseKinds, serverPerSuite } from './helpers.ts';
import { actor, expectRefusal, send, type Actor, type ActorName } from './indicatorsActors.ts';

const m = messages.indicators;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG: signature, IHDR, the `extra` chunks (e.g. tEXt), one IDAT of RGB rows (a gradient
 * tinted by `tint`), IEND.
 */
function png(width: number, height: number, tint = 0, extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) {
      rows.set([(x * 3 + tint) & 255, (y * 4) & 255, tint & 255], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tEXt chunk, as editors write author, place or software into a PNG. */
const textChunk = (keyword: string, text: string) =>
  chunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));

/** Whether two pictures have the same size and the same pixels, whatever their encoding. */
async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all(
    [a, b].map((bytes) => sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  return (
    x?.info.width === y?.info.width &&
    x?.info.height === y?.info.height &&
    !!x?.data.equals(y?.data ?? Buffer.alloc(0))
  );
}

/** The first bytes of a JPEG (SOI, APP0 JFIF), padded. */
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(200, 7),
]);

interface Part {
  name: string;
  value: string | { filename: string; type: string; bytes: Buffer };
}

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----coinsight-upload-test';
  const pieces: Buffer[] = [];
  for (const part of parts) {
    if (typeof part.value === 'string') {
      pieces.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      pieces.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\n` +
            `Content-Type: ${part.value.type}\r\n\r\n`,
        ),
        part.value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(pieces),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const image = (bytes: Buffer, type = 'image/png', filename = 'chart.png'): Part => ({
  name: 'image',
  value: { filename, type, bytes },
});
const target = (id: number | string): Part => ({ name: 'targetId', value: String(id) });

describe.each(databaseKinds)('upload_private and the free thumbnails on %s', (kind) => {
  const suite = serverPerSuite(kind);
  const actors = {} as Record<ActorName, Actor>;

  beforeAll(async () => {
    for (const name of ['visitor', 'member', 'vip', 'admin'] as const)
      actors[name] = await actor(suite.server, name);
  });

  const upload = (who: ActorName, parts: Part[], csrf = true) =>
    send(suite.server, actors[who].browser, {
      method: 'POST',
      url: uploadPrivate.path,
      ...multipart(parts),
      csrf,
    });
  const fetchAs = (who: ActorName, url: string) =>
    send(suite.server, actors[who].browser, { method: 'GET', url });

  it.each([
    ['visitor', 401, messages.account.loginRequired],
    ['member', 403, messages.account.forbidden],
    ['vip', 403, messages.account.forbidden],
  ] as const)(
    'refuses a %s (%i): only the admin uploads thumbnails',
    async (who, status, reason) => {
      expectRefusal(await upload(who, [image(png(8, 6)), target(1)]), status, reason);
    },
  );

  it.each([
    ['visitor', 401, messages.account.loginRequired],
    ['member', 403, messages.account.forbidden],
  ] as const)(
    'refuses a %s before reading an oversized body (%i, not 413)',
    async (who, status, reason) => {
      const oversized = Buffer.concat([png(8, 6), Buffer.alloc(3 * snapshotMaxBytes)]);
      expectRefusal(await upload(who, [image(oversized), target(1)]), status, reason);
    },
  );

  it('refuses the admin without the CSRF header', async () => {
    expectRefusal(await upload('admin', [image(png(8, 6)), target(1)], false), 403);
  });

  it('stores the admin’s PNG as the item’s thumbnail, served publicly as image/png with cache headers', async () => {
    const bytes = png(80, 60, 0, [textChunk('Author', 'admin at home, 39.9N 116.4E')]);
    expect((await sharp(bytes).metadata()).comments).toHaveLength(1);
    const res = await upload('admin', [image(bytes), target(2)]);
    expect(res.statusCode, res.payload).toBe(200);
    const { url, targetId } = uploadPrivate.response.parse(res.result);
    expect(targetId).toBe(2);
    expect(url).toMatch(/^\/api\/v1\/filepro\/thumbnail\/2\/\?v=[0-9a-f]{16}$/);

    for (const who of ['visitor', 'member', 'vip', 'admin'] as const) {
      const picture = await fetchAs(who, url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(String(picture.headers['cache-control'])).toMatch(/max-age=86400/);
      expect(String(picture.headers['cache-control'])).toMatch(/public/);
      expect(picture.headers['x-content-type-options']).toBe('nosniff');
      // The picture without what was written beside its pixels.
      expect(await samePixels(picture.rawPayload, bytes)).toBe(true);
      expect((await sharp(picture.rawPayload).metadata()).comments ?? []).toEqual([]);
      expect(picture.rawPayload.includes('admin at home')).toBe(false);
    }

    const menu = getTargetAll.response.parse((await fetchAs('visitor', getTargetAll.path)).result);
    const items = menu.itemlist.flatMap((g) => g.items);
    expect(items.find((i) => i.id === 2)?.thumbnail).toBe(url);
    expect(items.filter((i) => i.thumbnail !== null).map((i) => i.id)).toEqual([2]);
  });

  it('shows the thumbnail as imgSrc on the favourites desk, and a new upload replaces it', async () => {
    await send(suite.server, actors.vip.browser, {
      method: 'POST',
      url: buildPath(addFavorite.path, { itemId: 3 }),
      payload: { unit_index: 3, list_index: 1 },
    });
    const deskOf = async () =>
      favorites.response.parse((await fetchAs('vip', favorites.path)).result).items;
    expect((await deskOf())[0]?.imgSrc).toBe('');

    const first = uploadPrivate.response.parse(
      (await upload('admin', [image(png(40, 30, 1)), target(3)])).result,
    );
    expect((await deskOf())[0]?.imgSrc).toBe(first.url);

    const newer = png(40, 30, 99);
    const second = uploadPrivate.response.parse(
      (await upload('admin', [target(3), image(newer)])).result,
    );
    expect(second.url).not.toBe(first.url);
    expect((await deskOf())[0]?.imgSrc).toBe(second.url);
    expect(await samePixels((await fetchAs('visitor', second.url)).rawPayload, newer)).toBe(true);
  });

  it.each([
    ['JPEG bytes named .png', [image(jpeg), target(1)], m.uploadNotPng],
    [
      'text declared as a PNG',
      [image(Buffer.from('不是图片'.repeat(20))), target(1)],
      m.uploadNotPng,
    ],
    [
      'a PNG declared as a JPEG',
      [image(png(8, 6), 'image/jpeg', 'c.jpg'), target(1)],
      m.uploadNotPng,
    ],
    [
      'a PNG signature without its IHDR',
      [image(png(8, 6).subarray(0, 8)), target(1)],
      m.uploadNotPng,
    ],
    [
      'a PNG header over pixels that do not decode',
      [
        image(
          Buffer.concat([
            png(8, 6).subarray(0, 33),
            chunk('IDAT', Buffer.from('not deflated pixels')),
            chunk('IEND', Buffer.alloc(0)),
          ]),
        ),
        target(1),
      ],
      m.uploadNotPng,
    ],
    ['no file', [target(1)], m.uploadChooseFile],
    ['an empty file', [image(Buffer.alloc(0)), target(1)], m.uploadChooseFile],
    [
      'a text field as the image',
      [{ name: 'image', value: 'chart.png' }, target(1)],
      m.uploadChooseFile,
    ],
    ['a word as targetId', [image(png(8, 6)), target('abc')], m.idInvalid],
    ['no targetId', [image(png(8, 6))], /body\.targetId/],
  ] as const)('refuses %s with 400 and a Chinese reason', async (_, parts, reason) => {
    expectRefusal(await upload('admin', [...parts]), 400, reason);
  });

  it.each([
    ['an unknown item', 999],
    ['a knowledge article', 101],
  ])('answers 404 指标不存在 for %s', async (_, id) => {
    expectRefusal(await upload('admin', [image(png(8, 6)), target(id)]), 404, m.indicatorNotFound);
  });

  it('refuses a PNG past 2 MiB with 413, just past the limit and far past it', async () => {
    const justOver = Buffer.concat([png(8, 6), Buffer.alloc(snapshotMaxBytes)]);
    expectRefusal(await upload('admin', [image(justOver), target(1)]), 413, m.uploadTooLarge);
    const farOver = Buffer.concat([png(8, 6), Buffer.alloc(3 * snapshotMaxBytes)]);
    expectRefusal(await upload('admin', [image(farOver), target(1)]), 413);
    const atLimit = Buffer.concat([png(8, 6)]);
    const padded = Buffer.concat([atLimit, Buffer.alloc(snapshotMaxBytes - atLimit.length)]);
    expect((await upload('admin', [image(padded), target(4)])).statusCode).toBe(200);
  });

  it('answers 404 for a thumbnail nobody uploaded and 400 for a bad version', async () => {
    const path = (itemId: number) => buildPath(indicatorThumbnail.path, { itemId });
    const missing = await fetchAs('visitor', path(1));
    expectRefusal(missing, 404, m.indicatorNotFound);
    expect(String(missing.headers['cache-control'])).not.toMatch(/public/);
    expectRefusal(await fetchAs('visitor', `${path(2)}?v=../etc`), 400, m.idInvalid);
  });
});
