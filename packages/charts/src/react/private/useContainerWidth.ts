import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element the returned ref is put on, in CSS pixels: read once before the first paint
 * (so a chart draws in its first frame) and kept up to date by a ResizeObserver.
 */
export function useContainerWidth<T extends HTMLElement>(fallback = 0) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.clientWidth));
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) setWidth(Math.floor(box.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
