/**
 * Whether an HTML body shows anything: some text or a picture. An editor left empty answers
 * `<p></p>`, which is no body. A plain scan of the markup (no DOM here); the server sanitises
 * the body and checks the result again.
 */
export function htmlHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, '')
    .trim();
  return text.length > 0;
}
