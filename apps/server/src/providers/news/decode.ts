import { TextDecoder } from 'node:util';

/** How a feed's encoding was decided, in the order tried (the XML spec's Appendix F, RFC 7303). */
export type DecidedBy = 'bom' | 'http' | 'declaration' | 'sniff';

export interface DecodedFeed {
  text: string;
  /** The decoder's own name (`gb18030`, `windows-1252`, `utf-8` …). */
  encoding: string;
  decidedBy: DecidedBy;
}

/** A feed whose bytes say nothing sure about their encoding: named and skipped, never guessed. */
export class UndecidableEncoding extends Error {}

// GB2312 and GBK feeds often hold characters only GB18030 maps (the euro sign, rarer hanzi);
// GB18030 is a superset of both, so it reads them all.
const aliases: Readonly<Record<string, string>> = {
  gb2312: 'gb18030',
  gbk: 'gb18030',
  'x-gbk': 'gb18030',
  cp936: 'gb18030',
  'windows-936': 'gb18030',
  euc_cn: 'gb18030',
  'euc-cn': 'gb18030',
};

/** A TextDecoder for this label, or null when Node's ICU knows no such encoding. */
function decoderFor(label: string, fatal: boolean): TextDecoder | null {
  const name = label.trim().toLowerCase();
  try {
    return new TextDecoder(aliases[name] ?? name, { fatal, ignoreBOM: false });
  } catch {
    return null;
  }
}

/**
 * The text these bytes hold in this encoding, or null when the label is unknown or the bytes are
 * not valid in it (a declaration that lies, as "utf-8" on GBK bytes does, is then passed over).
 */
function tryDecode(bytes: Uint8Array, label: string): { text: string; encoding: string } | null {
  const decoder = decoderFor(label, true);
  if (!decoder) return null;
  try {
    return { text: decoder.decode(bytes), encoding: decoder.encoding };
  } catch {
    return null;
  }
}

/** The charset parameter of a Content-Type header, quotes dropped. */
export function charsetOf(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*("([^"]*)"|'([^']*)'|[^;\s]+)/i.exec(contentType ?? '');
  if (!match) return null;
  return (match[2] ?? match[3] ?? match[1] ?? '').trim() || null;
}

function bomOf(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** The encoding an XML declaration names; the declaration is ASCII in every encoding it may name. */
function declaredOf(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1] ?? null;
}

/**
 * Guesses only where the bytes leave no doubt. Chinese feeds without a declaration are mostly
 * GB2312 (every byte above 0x7F in a pair of 0xA1–0xFE), Western ones Latin-1 (lone accented
 * letters between ASCII). Cyrillic, Hebrew, Greek and Japanese single- and double-byte encodings
 * overlap too much to be told apart by their bytes alone: such a feed is named, not misread.
 */
function sniff(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00)
    return 'utf-16le';
  if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f)
    return 'utf-16be';
  if (tryDecode(bytes, 'utf-8')) return 'utf-8';
  // Runs of bytes above 0x7F: their lengths tell double-byte text from accented Latin letters.
  let runs = 0;
  let lone = 0;
  let longest = 0;
  let euc = true;
  for (let i = 0; i < bytes.length;) {
    if ((bytes[i] ?? 0) < 0x80) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < bytes.length && (bytes[end] ?? 0) >= 0x80) {
      const b = bytes[end] ?? 0;
      if (b < 0xa1 || b === 0xff) euc = false;
      end += 1;
    }
    const length = end - i;
    runs += 1;
    if (length === 1) lone += 1;
    if (length % 2 === 1) euc = false;
    longest = Math.max(longest, length);
    i = end;
  }
  if (runs === 0) return 'utf-8';
  if (euc) return 'gb18030';
  // Latin words carry an accented letter between ASCII ones, now and then two ("ção") or a few no-break spaces.
  if (longest <= 3 && lone / runs >= 0.8) return 'windows-1252';
  return null;
}

/**
 * A feed's bytes as text: the byte order mark, then the HTTP charset, then the XML declaration,
 * then sniffing (see `sniff`). Throws UndecidableEncoding when none of them decides.
 */
export function decodeFeed(bytes: Uint8Array, httpCharset: string | null): DecodedFeed {
  const bom = bomOf(bytes);
  if (bom) {
    const decoder = new TextDecoder(bom);
    return { text: decoder.decode(bytes), encoding: decoder.encoding, decidedBy: 'bom' };
  }
  const tries: [DecidedBy, string | null][] = [
    ['http', httpCharset],
    ['declaration', declaredOf(bytes)],
    ['sniff', sniff(bytes)],
  ];
  for (const [decidedBy, label] of tries) {
    if (!label) continue;
    const decoded = tryDecode(bytes, label);
    if (decoded) return { ...decoded, decidedBy };
  }
  throw new UndecidableEncoding(
    `undecidable encoding (no byte order mark${httpCharset ? `, charset ${httpCharset} does not fit` : ''}, ` +
      `${declaredOf(bytes) ? `declared ${declaredOf(bytes) ?? ''} does not fit` : 'no declaration'}, bytes ambiguous)`,
  );
}
