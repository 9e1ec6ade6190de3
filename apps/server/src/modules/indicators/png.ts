/** The eight bytes every PNG file starts with. */
const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Whether the bytes are a PNG: its signature followed by the IHDR chunk, which the format puts
 * first. The declared content type and the file name are the sender's word; these bytes are not.
 */
export function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < 33) return false;
  if (!signature.every((b, i) => bytes[i] === b)) return false;
  return String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
}
