/**
 * Puts text on the clipboard. The Clipboard API exists only in secure contexts (https or
 * localhost); a site opened over plain http falls back to selecting a hidden field and copying it.
 */
export async function copyText(text: string): Promise<void> {
  // Typed as always there, but undefined outside a secure context.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard) {
    await clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  try {
    field.select();
    if (!document.execCommand('copy')) throw new Error('copy was refused');
  } finally {
    field.remove();
  }
}
