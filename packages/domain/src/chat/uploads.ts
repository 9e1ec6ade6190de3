/** Which kind of chat message an accepted upload becomes. */
export type UploadKind = 'image' | 'file';

export interface UploadType {
  /** File-name extension, lower case, without the dot. */
  extension: string;
  /** The content type the file is stored and served with (never the one the browser claimed). */
  contentType: string;
  kind: UploadKind;
}

/**
 * The upload allow-list: pictures the browser shows (no SVG: it can carry script) and the documents
 * members share. Anything else is refused with 不支持该文件类型.
 */
export const uploadTypes: readonly UploadType[] = [
  { extension: 'png', contentType: 'image/png', kind: 'image' },
  { extension: 'jpg', contentType: 'image/jpeg', kind: 'image' },
  { extension: 'jpeg', contentType: 'image/jpeg', kind: 'image' },
  { extension: 'gif', contentType: 'image/gif', kind: 'image' },
  { extension: 'webp', contentType: 'image/webp', kind: 'image' },
  { extension: 'pdf', contentType: 'application/pdf', kind: 'file' },
  { extension: 'txt', contentType: 'text/plain; charset=utf-8', kind: 'file' },
  { extension: 'csv', contentType: 'text/csv; charset=utf-8', kind: 'file' },
  { extension: 'zip', contentType: 'application/zip', kind: 'file' },
  { extension: 'doc', contentType: 'application/msword', kind: 'file' },
  {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'file',
  },
  { extension: 'xls', contentType: 'application/vnd.ms-excel', kind: 'file' },
  {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    kind: 'file',
  },
  { extension: 'ppt', contentType: 'application/vnd.ms-powerpoint', kind: 'file' },
  {
    extension: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    kind: 'file',
  },
];

/** For a file input's `accept`: every allowed extension with its dot. */
export const uploadAccept = uploadTypes.map((t) => `.${t.extension}`).join(',');

/** The allowed type of a file, by its name's extension; null when the name has none or it is not allowed. */
export function uploadTypeOf(fileName: string): UploadType | null {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName.trim());
  if (!match) return null;
  const extension = match[1]!.toLowerCase();
  return uploadTypes.find((t) => t.extension === extension) ?? null;
}

/** The largest upload by default, in bytes (the server's UPLOAD_MAX_MB may set another). */
export const defaultUploadMaxBytes = 10 * 1024 * 1024;

/** A file's size as the message pane shows it: 512 B, 12.5 KB, 3.2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Longest stored file name, in characters; longer names are cut keeping the extension. */
export const fileNameMaxChars = 120;
