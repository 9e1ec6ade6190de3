import { useRef, type DOMAttributes, type KeyboardEvent } from 'react';
import { mergeProps, useMove } from 'react-aria';
import {
  moveHandle,
  pointToPixel,
  snapToPoint,
  stepHandle,
  type RulerHandle,
  type RulerRange,
} from '../../ruler.ts';

export interface RulerHandleOptions {
  which: RulerHandle;
  times: ArrayLike<number>;
  range: RulerRange;
  /** Width of the track the handles travel, in CSS pixels. */
  track: number;
  /** The range while a handle is dragged, null once the drag is over. */
  onDraft: (draft: RulerRange | null) => void;
  /** The point under a dragging pointer, for the hover label. */
  onHover: (index: number, pointerType: string) => void;
  onChange: (range: RulerRange) => void;
}

interface Drag {
  /** Where the handle would sit on the track, following the pointer unsnapped. */
  x: number;
  range: RulerRange;
  cancelled: boolean;
}

/**
 * A ruler handle's interaction through react-aria's useMove: a drag snaps to the nearest point and
 * reports the range when it ends (not when the browser cancels it); each arrow key moves one point and
 * reports at once, Page keys a tenth of the points, Home and End to the ends.
 */
export function useRulerHandle({
  which,
  times,
  range,
  track,
  onDraft,
  onHover,
  onChange,
}: RulerHandleOptions): DOMAttributes<HTMLDivElement> {
  const n = times.length;
  const drag = useRef<Drag | null>(null);
  const { moveProps } = useMove({
    onMoveStart: ({ pointerType }) => {
      if (pointerType === 'keyboard' || n < 2) return;
      drag.current = { x: pointToPixel(times, range[which], track), range, cancelled: false };
    },
    onMove: ({ pointerType, deltaX, deltaY }) => {
      if (pointerType === 'keyboard') {
        // Right and up move one point later, left and down one point earlier.
        if (n >= 2) onChange(stepHandle(range, which, deltaX - deltaY, n));
        return;
      }
      const current = drag.current;
      if (!current) return;
      current.x += deltaX;
      const index = snapToPoint(times, current.x, track);
      onHover(index, pointerType);
      current.range = moveHandle(current.range, which, index, n);
      onDraft(current.range);
    },
    onMoveEnd: () => {
      const current = drag.current;
      drag.current = null;
      if (!current) return;
      onDraft(null);
      if (!current.cancelled) onChange(current.range);
    },
  });
  return mergeProps(moveProps, {
    // useMove keeps the browser's default off the press, focus included; a pressed handle takes the keys.
    onPointerDown: (event: { currentTarget: HTMLDivElement }) => event.currentTarget.focus(),
    onPointerCancel: () => {
      if (drag.current) drag.current.cancelled = true;
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const page = Math.max(1, Math.round(n / 10));
      const steps: Record<string, number> = { PageDown: -page, PageUp: page, Home: -n, End: n };
      const step = steps[event.key];
      if (step === undefined || n < 2) return;
      event.preventDefault();
      onChange(stepHandle(range, which, step, n));
    },
  }) as DOMAttributes<HTMLDivElement>;
}
