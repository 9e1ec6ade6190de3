/** The picture formats an upload may be, as sharp names them. */
export type PictureFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** JPEG and lossy WebP quality: no visible loss on photos and screenshots, far smaller than 100. */
export const reencodeQuality = 90;

/**
 * The picture drawn again from its pixels alone, so what a camera or editor wrote beside them
 * (EXIF with GPS and the device, XMP, PNG text chunks, comments) never reaches the people it is
 * shown to. The EXIF orientation is applied first, so it still stands upright without it; an
 * animated GIF or WebP keeps its frames, delays and loop. sharp keeps no metadata unless asked, and
 * turns a colour profile into sRGB, which is what browsers assume without one.
 */
export async function withoutMetadata(bytes: Uint8Array, format: PictureFormat): Promise<Buffer> {
  // sharp (and libvips with it) is loaded by the first picture, not by every server start.
  const { default: sharp } = await import('sharp');
  const picture = sharp(bytes, { animated: true }).autoOrient();
  switch (format) {
    case 'jpeg':
      return picture.jpeg({ quality: reencodeQuality }).toBuffer();
    case 'png':
      // An indexed PNG (256 colours or fewer) stays indexed: as truecolour it would grow manyfold.
      return picture.png({ palette: (await picture.metadata()).isPalette }).toBuffer();
    case 'gif':
      return picture.gif().toBuffer();
    case 'webp':
      return picture.webp({ quality: reencodeQuality }).toBuffer();
  }
}
