/** RFC 5987 percent-encoding of a UTF-8 value (encodeURIComponent leaves ' ( ) * as they are). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Content-Disposition for a stored file: `filename*` carries the real (often Chinese) name, the
 * plain `filename` an ASCII stand-in for clients that read only that.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
