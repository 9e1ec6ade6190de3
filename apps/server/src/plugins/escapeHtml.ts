/** Text made safe to write between tags and in a quoted attribute of a page the server writes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
