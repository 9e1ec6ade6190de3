/** The markup with each `<…>` taken out, in one pass; a `<` that no `>` follows stays as text. */
function withoutTags(html: string): string {
  let text = '';
  let from = 0;
  for (;;) {
    const open = html.indexOf('<', from);
    if (open === -1) break;
    const close = html.indexOf('>', open + 1);
    // No `>` after this `<` means none after any later one either: the rest is text. Looking
    // for one from every `<` (what /<[^>]*>/g does) is quadratic on markup of unclosed `<`.
    if (close === -1) break;
    text += html.slice(from, open);
    from = close + 1;
  }
  return text + html.slice(from);
}

/**
 * Whether an HTML body shows anything: some text or a picture. An editor left empty answers
 * `<p></p>`, which is no body. A plain scan of the markup (no DOM here); the server sanitises
 * the body and checks the result again.
 */
export function htmlHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = withoutTags(html)
    .replace(/&nbsp;|&#160;/gi, '')
    .trim();
  return text.length > 0;
}
