import { userEvent } from 'storybook/test';

export const dragPointers = ['mouse', 'touch'] as const;
export type DragPointer = (typeof dragPointers)[number];

/**
 * Drags a slider's handle to `share` of its track (1 = the far end) and lets go, in small steps as
 * a hand would, with the mouse or a finger. For stories' play functions.
 */
export async function dragHandle(
  handle: HTMLElement,
  share: number,
  pointer: DragPointer = 'mouse',
): Promise<void> {
  const track = handle.parentElement;
  if (!track) throw new Error('the slider handle sits in its track');
  const from = handle.getBoundingClientRect();
  const range = track.clientWidth - handle.offsetWidth;
  const startX = from.left + from.width / 2;
  const clientY = from.top + from.height / 2;
  const steps = 8;
  const press = pointer === 'mouse' ? '[MouseLeft>]' : '[TouchA>]';
  const lift = pointer === 'mouse' ? '[/MouseLeft]' : '[/TouchA]';
  const pointerName = pointer === 'mouse' ? 'mouse' : 'TouchA';
  // A real pointer event carries page coordinates too (react-aria's useMove reads them); userEvent
  // leaves them at 0 unless told.
  const at = (clientX: number) => ({
    clientX,
    clientY,
    pageX: clientX + window.scrollX,
    pageY: clientY + window.scrollY,
  });
  const moves = Array.from({ length: steps }, (_, index) => ({
    pointerName,
    target: handle,
    coords: at(startX + (range * share * (index + 1)) / steps),
  }));
  // One call: userEvent's direct API forgets a pressed button between calls.
  await userEvent.pointer([
    { keys: press, target: handle, coords: at(startX) },
    ...moves,
    { keys: lift, target: handle },
  ]);
}
