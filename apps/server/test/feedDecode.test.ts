import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { charsetOf, decodeFeed } from '../src/providers/news/decode.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures/feeds', name)));
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((p) => [...p]));

describe('the encodings Node’s TextDecoder reads, label by label', () => {
  // Each label as feeds write it in their XML declaration or HTTP charset, with a word in it.
  const cases: [string, number[], string][] = [
    ['gb2312', [0xd6, 0xd0, 0xce, 0xc4], '中文'],
    ['GBK', [0xd6, 0xd0, 0xce, 0xc4, 0x80], '中文€'],
    ['gb18030', [0x81, 0x30, 0x81, 0x30], '\u0080'],
    ['big5', [0xa4, 0xa4, 0xa4, 0xe5], '中文'],
    ['shift_jis', [0x93, 0xfa, 0x96, 0x7b], '日本'],
    ['euc-kr', [0xc7, 0xd1, 0xb1, 0xdb], '한글'],
    ['windows-1250', [0xb3, 0xf3, 0x9f], 'łóź'],
    ['windows-1251', [0xc4, 0xe0], 'Да'],
    ['windows-1252', [0x80, 0xe9], '€é'],
    ['windows-1253', [0xc1, 0xe8], 'Αθ'],
    ['windows-1254', [0xfe, 0xf0], 'şğ'],
    ['windows-1255', [0xf9, 0xec], 'של'],
    ['windows-1256', [0xc7, 0xe1], 'ال'],
    ['windows-1257', [0xe0, 0xfe], 'ąž'],
    ['windows-1258', [0xe2, 0xf5], 'âơ'],
    ['ISO-8859-1', [0xe9, 0xe3], 'éã'],
    ['iso-8859-2', [0xb3, 0xbf], 'łż'],
    ['iso-8859-5', [0xb4, 0xd0], 'Да'],
    ['iso-8859-7', [0xc1, 0xe8], 'Αθ'],
    ['iso-8859-15', [0xa4], '€'],
    ['koi8-r', [0xe4, 0xc1], 'Да'],
  ];
  it.each(cases)('%s', (label, raw, word) => {
    const document = concat(
      ascii(`<?xml version="1.0" encoding="${label}"?><rss><channel><title>`),
      bytes(...raw),
      ascii('</title></channel></rss>'),
    );
    const decoded = decodeFeed(document, null);
    expect(decoded.text).toContain(`<title>${word}</title>`);
    expect(decoded.decidedBy).toBe('declaration');
  });
});

describe('deciding a feed’s encoding: BOM, then HTTP charset, then declaration, then sniffing', () => {
  it('a BOM wins over the charset and the declaration', () => {
    const document = concat(
      bytes(0xef, 0xbb, 0xbf),
      ascii('<?xml version="1.0" encoding="gb2312"?><rss><title>'),
      new TextEncoder().encode('比特币'),
      ascii('</title></rss>'),
    );
    const decoded = decodeFeed(document, 'windows-1251');
    expect(decoded).toMatchObject({ encoding: 'utf-8', decidedBy: 'bom' });
    expect(decoded.text).toContain('<title>比特币</title>');
    expect(decoded.text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('a UTF-16 BOM is read', () => {
    const text = '<?xml version="1.0" encoding="utf-16"?><rss><title>快讯</title></rss>';
    const le = concat(
      bytes(0xff, 0xfe),
      new Uint8Array(new Uint16Array([...text].map((c) => c.charCodeAt(0))).buffer),
    );
    expect(decodeFeed(le, null)).toMatchObject({ encoding: 'utf-16le', decidedBy: 'bom' });
    expect(decodeFeed(le, null).text).toContain('<title>快讯</title>');
  });

  it('the HTTP charset wins over the declaration (RFC 7303)', () => {
    // The corpus's koi8r item with a declaration that lies: the charset header is right.
    const body = concat(
      ascii('<?xml version="1.0" encoding="windows-1252"?>'),
      fixture('undeclared-koi8r.xml'),
    );
    const decoded = decodeFeed(body, charsetOf('text/xml; charset="KOI8-R"'));
    expect(decoded).toMatchObject({ encoding: 'koi8-r', decidedBy: 'http' });
    expect(decoded.text).toContain('<title>Как пережить новогоднюю ночь</title>');
  });

  it('a charset no decoder knows is passed over for the declaration', () => {
    const decoded = decodeFeed(fixture('gb2312-declared.rss'), 'x-bogus');
    expect(decoded).toMatchObject({ encoding: 'gb18030', decidedBy: 'declaration' });
    expect(decoded.text).toContain('<title>央行：保持流动性合理充裕</title>');
  });

  it('reads the corpus’s declared GB2312, Big5, windows-1251, ISO-8859-1 and ISO-8859-2 feeds', () => {
    expect(decodeFeed(fixture('gb2312-declared.rss'), null).text).toContain(
      '比特币价格回落至六千美元附近',
    );
    expect(decodeFeed(fixture('big5-declared.rss'), null).text).toContain('台股收盤上漲百分之一');
    expect(decodeFeed(fixture('oren-windows-1251.xml'), null).text).toContain(
      '<title>Новости Оренбурга и области / Раздел Новости</title>',
    );
    expect(decodeFeed(fixture('jn-iso-8859-1.rss'), null).text).toContain(
      '<title>Jornal de Notícias - Últimas Notícias</title>',
    );
    expect(decodeFeed(fixture('iso-8859-2-declared.rss'), null).text).toContain(
      'Złoty umacnia się wobec euro',
    );
  });

  it('sniffs an undeclared GB2312 feed and an undeclared Latin-1 one', () => {
    const gb = decodeFeed(fixture('undeclared-gb2312.xml'), null);
    expect(gb).toMatchObject({ encoding: 'gb18030', decidedBy: 'sniff' });
    expect(gb.text).toContain('<title>不归移民漫画系列：专业工作</title>');
    const latin = decodeFeed(fixture('uol-undeclared-latin1-pt-dates.rss'), null);
    expect(latin).toMatchObject({ encoding: 'windows-1252', decidedBy: 'sniff' });
    expect(latin.text).toContain('<description>Últimas Notícias</description>');
  });

  it('reads UTF-8 without a declaration, and ASCII', () => {
    expect(
      decodeFeed(new TextEncoder().encode('<rss><title>稳定币</title></rss>'), null),
    ).toMatchObject({
      encoding: 'utf-8',
      decidedBy: 'sniff',
    });
  });

  it('names an encoding it cannot decide rather than guessing', () => {
    expect(() => decodeFeed(fixture('undeclared-koi8r.xml'), null)).toThrow(/undecidable encoding/);
  });

  it('a declaration of UTF-8 on bytes that are not UTF-8 is not believed', () => {
    const body = concat(
      ascii('<?xml version="1.0" encoding="utf-8"?>'),
      fixture('undeclared-gb2312.xml'),
    );
    expect(decodeFeed(body, null).text).toContain('不归移民漫画系列');
  });
});

describe('charsetOf', () => {
  it('reads the charset parameter however it is quoted or cased', () => {
    expect(charsetOf('application/rss+xml; charset=GB2312')).toBe('GB2312');
    expect(charsetOf("application/atom+xml;charset='gb2312'")).toBe('gb2312');
    expect(charsetOf('text/xml; Charset="utf-8"; q=1')).toBe('utf-8');
    expect(charsetOf('application/xml')).toBeNull();
    expect(charsetOf(null)).toBeNull();
  });
});
