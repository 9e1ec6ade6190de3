// Component tests drive React with act(); React only runs act() quietly when told it is in a test
// environment (each test file has its own page in browser mode, so stories are unaffected). The same
// switch as packages/ui/src/testing/actEnvironment.ts, which charts cannot import (ui depends on charts).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A touch or mouse pointer event at a horizontal share of an element's box. */
export function pointerEventAt(
  element: Element,
  type: string,
  share: number,
  pointerType: 'mouse' | 'touch',
): PointerEvent {
  const box = element.getBoundingClientRect();
  return new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    pointerId: 3,
    pointerType,
    isPrimary: true,
    clientX: box.left + box.width * share,
    clientY: box.top + box.height / 2,
  });
}
