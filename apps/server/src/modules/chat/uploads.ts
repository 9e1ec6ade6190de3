import { randomBytes } from 'node:crypto';
import { fileNameMaxChars, uploadTypeOf, type UploadType } from '@coinsight/domain/chat';
import { messages } from '@coinsight/domain/messages';
import { DomainError } from '../../domainError.ts';
import { withoutMetadata, type PictureFormat } from '../../images/withoutMetadata.ts';

const m = messages.chat;

/** Widest thumbnail, in pixels; pictures narrower than this keep their size. */
export const thumbnailWidth = 320;

/** What sharp may find in an allowed picture, mapped to the type it is served as. */
const imageFormats: Record<PictureFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const isPictureFormat = (format: string | undefined): format is PictureFormat =>
  format !== undefined && Object.hasOwn(imageFormats, format);

export interface PreparedUpload {
  type: UploadType;
  contentType: string;
  fileName: string;
  /** A picture's bytes are re-encoded without its metadata; a file's are the member's own. */
  bytes: Uint8Array;
  /** A WebP thumbnail for a picture. */
  thumbnail: Uint8Array | null;
}

/** A stored name: no folders, no control characters, at most fileNameMaxChars keeping the extension. */
export function cleanFileName(raw: string): string {
  const base = [...raw.replace(/^.*[\\/]/, '')]
    .filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  const chars = [...base];
  if (chars.length <= fileNameMaxChars) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot) : '';
  return chars.slice(0, fileNameMaxChars - [...extension].length).join('') + extension;
}

/**
 * Checks an upload against the allow-list and, for a picture, that it decodes as one of the
 * allowed formats (the name alone could lie); keeps a picture without its metadata (EXIF GPS
 * would reach the whole group) and makes its thumbnail. Refusals are 400s in Chinese.
 */
export async function prepareUpload(fileName: string, bytes: Uint8Array): Promise<PreparedUpload> {
  const name = cleanFileName(fileName);
  const type = uploadTypeOf(name);
  if (!type) throw new DomainError('invalid', m.fileTypeRefused, 'file_type_refused');
  if (type.kind === 'file')
    return { type, contentType: type.contentType, fileName: name, bytes, thumbnail: null };
  // sharp (and libvips with it) is loaded by the first picture, not by every server start.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!isPictureFormat(format))
    throw new DomainError('invalid', m.imageUnreadable, 'image_unreadable');
  let clean: Buffer;
  try {
    clean = await withoutMetadata(bytes, format);
  } catch {
    // A header sharp reads but pixels it cannot (a truncated file) is no picture either.
    throw new DomainError('invalid', m.imageUnreadable, 'image_unreadable');
  }
  const thumbnail = await sharp(bytes, { animated: false })
    .rotate()
    .resize({ width: thumbnailWidth, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return {
    type,
    contentType: imageFormats[format],
    fileName: name,
    bytes: new Uint8Array(clean),
    thumbnail: new Uint8Array(thumbnail),
  };
}

/** A new storage key for a group's upload; the name a member gave never reaches the storage. */
export function storageKey(groupId: number, extension: string, suffix = ''): string {
  return `chat/${groupId}/${randomBytes(12).toString('hex')}${suffix}.${extension}`;
}
