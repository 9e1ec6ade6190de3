/**
 * A primary pointer event at a horizontal share of an element's box (the crosshair canvas, the ruler
 * track), half-way down it. Shared by the stories and the component tests, so it has no side effects.
 */
export function pointerEventAt(
  element: Element,
  type: string,
  share: number,
  pointerType: 'mouse' | 'touch' = 'mouse',
): PointerEvent {
  const box = element.getBoundingClientRect();
  return new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    pointerId: 1,
    pointerType,
    isPrimary: true,
    clientX: box.left + box.width * share,
    clientY: box.top + box.height / 2,
  });
}

/** A pointer leaving an element for the page (React's onPointerLeave listens to pointerout). */
export function pointerOutEvent(pointerType: 'mouse' | 'touch' = 'mouse'): PointerEvent {
  return new PointerEvent('pointerout', {
    bubbles: true,
    pointerId: 1,
    pointerType,
    relatedTarget: document.body,
  });
}
