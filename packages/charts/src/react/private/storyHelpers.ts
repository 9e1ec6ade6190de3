import { expect, waitFor } from 'storybook/test';
import { pointerEventAt, pointerOutEvent } from './pointer.ts';

/** Dispatches a pointer event at a horizontal share of an element's box (see `pointerEventAt`). */
export function pointerAt(
  element: Element,
  type: 'pointermove' | 'pointerdown' | 'pointerup',
  share: number,
  pointerType: 'mouse' | 'touch' = 'mouse',
): void {
  element.dispatchEvent(pointerEventAt(element, type, share, pointerType));
}

/** The mouse leaving an element (see `pointerOutEvent`). */
export function pointerOut(element: Element): void {
  element.dispatchEvent(pointerOutEvent('mouse'));
}

/** How many distinct colours a canvas shows on one row: proof that something was drawn. */
export function canvasColoursOnRow(canvas: HTMLCanvasElement, share = 0.5): number {
  const ctx = canvas.getContext('2d');
  if (!ctx) return 0;
  const row = Math.floor(canvas.height * share);
  const data = ctx.getImageData(0, row, canvas.width, 1).data;
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4) {
    colours.add(
      ((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number),
    );
  }
  return colours.size;
}

/** The file an `onExport` mock received last, once it has been called. */
export async function lastExport(mock: unknown): Promise<{ kind: string; blob: Blob }> {
  const calls = () => (mock as { mock: { calls: [{ kind: string; blob: Blob }][] } }).mock.calls;
  await waitFor(() => expect(calls().length).toBeGreaterThan(0), { timeout: 5000 });
  const file = calls().at(-1)?.[0];
  if (!file) throw new Error('onExport was not called');
  return file;
}
