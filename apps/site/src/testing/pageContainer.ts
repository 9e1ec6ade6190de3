/** A div in the document holding `html`: markup to take over (hydrate), or an empty place to render. */
export function pageContainer(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}
