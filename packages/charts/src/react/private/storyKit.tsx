import type { figureFor } from '@coinsight/domain/indicators';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChartExport } from './ChartView.tsx';
import { pointerEventAt, pointerOutEvent } from './pointer.ts';

/** What the chart stories' play steps read from a story's context. */
type PlayContext = Pick<StoryContext, 'canvas' | 'canvasElement'>;
type Canvas = PlayContext['canvas'];

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
function canvasColoursOnRow(canvas: HTMLCanvasElement, share = 0.5): number {
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
async function lastExport(mock: unknown): Promise<ChartExport> {
  const calls = () => (mock as { mock: { calls: [ChartExport][] } }).mock.calls;
  // PNG encoding in a headless Chromium whose two cores the other test workers share has taken
  // over 5 s once; the export itself is not timed here.
  await waitFor(() => expect(calls().length).toBeGreaterThan(0), { timeout: 10_000 });
  const file = calls().at(-1)?.[0];
  if (!file) throw new Error('onExport was not called');
  return file;
}

/** A play function the chart stories share; the story keeps its own name and args. */
export type ChartPlay = (context: PlayContext & { args: { onExport?: unknown } }) => Promise<void>;

// Storybook's decorator type is generic over each component's args; the frame ignores them.
const chartFrame: Decorator<Record<string, unknown>> = (Story) => (
  <div style={{ maxWidth: 1000, padding: 16 }}>
    <Story />
  </div>
);

/**
 * The meta fields every chart's stories share: autodocs and a frame at most 1000 px wide. A meta
 * spreading this still writes its own `tags` literal: Storybook's indexer reads tags statically.
 */
export const chartMetaBase = { tags: ['autodocs'], decorators: [chartFrame] };

/** Args every chart story starts from: exports reach a spy, never a real download. */
export function exportSpyArgs() {
  return { onExport: fn(), download: false };
}

/** The meta fields of a figure chart's stories: the shared ones, and the figure drawn with export spies. */
export function figureChartMeta(figure: ReturnType<typeof figureFor>) {
  return { ...chartMetaBase, args: { figure, ...exportSpyArgs() } };
}

/** Story globals for the 375 px phone viewport defined in .storybook/preview.tsx. */
export const mobileViewport = { viewport: { value: 'mobile', isRotated: false } };

/** The chart's plot canvas, found by its accessible name (`<title>图表`). */
function plotCanvas(canvas: Canvas, title: string): HTMLCanvasElement {
  return canvas.getByRole('img', { name: `${title}图表` }) as HTMLCanvasElement;
}

/** Waits until a row of the plot (a share of its height) shows more than `colours` colours. */
export async function expectPlotDrawn(
  canvas: Canvas,
  title: string,
  colours: number,
  row = 0.5,
): Promise<void> {
  const plot = plotCanvas(canvas, title);
  await waitFor(() => expect(canvasColoursOnRow(plot, row)).toBeGreaterThan(colours));
}

/** The legend lists exactly these entries, in this order. */
export async function expectLegend(canvas: Canvas, entries: string[]): Promise<void> {
  const legend = within(canvas.getByRole('list', { name: '图例' }));
  await expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual(entries);
}

/** A toggle button (对数, 线性, a frequency) is or is not pressed. */
export async function expectPressed(canvas: Canvas, name: string, pressed = true): Promise<void> {
  await expect(canvas.getByRole('button', { name })).toHaveAttribute(
    'aria-pressed',
    String(pressed),
  );
}

/** Clicks a scale button (对数 or 线性) and checks that it is pressed afterwards. */
export async function chooseScale(canvas: Canvas, name: '对数' | '线性'): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name }));
  await expectPressed(canvas, name);
}

/** Moves the mouse over the crosshair layer at a horizontal share of the plot; returns the tooltip. */
export async function hoverPlot(
  { canvas, canvasElement }: PlayContext,
  share: number,
): Promise<HTMLElement> {
  const overlay = crosshairLayer(canvasElement);
  pointerAt(overlay, 'pointermove', share);
  return canvas.findByRole('tooltip');
}

/** The transparent canvas over the plot that takes the pointer. */
export function crosshairLayer(canvasElement: HTMLElement): Element {
  const overlay = canvasElement.querySelector('[data-part="crosshair"]');
  if (!overlay) throw new Error('no crosshair layer');
  return overlay;
}

/** Clicks an export button and returns the file `onExport` received. */
async function exportFile(
  canvas: Canvas,
  onExport: unknown,
  button: '导出图片' | '导出 CSV',
): Promise<ChartExport> {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return lastExport(onExport);
}

/** Exports the picture and checks it is an 800×600 PNG. */
export async function expectPngExport(canvas: Canvas, onExport: unknown): Promise<void> {
  const file = await exportFile(canvas, onExport, '导出图片');
  const image = await createImageBitmap(file.blob);
  await expect([file.kind, file.blob.type, image.width, image.height]).toEqual([
    'png',
    'image/png',
    800,
    600,
  ]);
}

/** Exports the CSV, checks its kind and the byte-order mark Excel needs, and returns its text. */
export async function exportCsvText(canvas: Canvas, onExport: unknown): Promise<string> {
  const file = await exportFile(canvas, onExport, '导出 CSV');
  await expect(file.kind).toBe('csv');
  // The byte-order mark Excel needs to read UTF-8 (text() drops it when decoding).
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return file.blob.text();
}

/** On the phone viewport the plot fits the 375 px screen. */
export async function expectFitsPhone(canvas: Canvas, title: string): Promise<void> {
  const plot = plotCanvas(canvas, title);
  await waitFor(() => expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(375));
}

/** A time-range ruler handle's shown date. */
export async function expectRulerAt(
  canvas: Canvas,
  handle: '起始时间' | '结束时间',
  date: string,
): Promise<void> {
  await expect(canvas.getByRole('slider', { name: handle })).toHaveAttribute(
    'aria-valuetext',
    date,
  );
}

/** Focuses a ruler handle, types `keys` on it and checks the date it then shows. */
export async function keysOnRuler(
  canvas: Canvas,
  handle: '起始时间' | '结束时间',
  keys: string,
  date: string,
): Promise<void> {
  canvas.getByRole('slider', { name: handle }).focus();
  await userEvent.keyboard(keys);
  await expectRulerAt(canvas, handle, date);
}
