import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  pointToPixel,
  pressTrack,
  rulerTickIndices,
  rulerTouchHoverMs,
  snapToPoint,
  type RulerHandle,
  type RulerRange,
} from '../../ruler.ts';
import { formatBeijingDate, formatBeijingDateTime } from '../../time.ts';
import { useContainerWidth } from '../private/useContainerWidth.ts';
import * as styles from './TimeRangeRuler.css.ts';
import { useRulerHandle } from './useRulerHandle.ts';

export interface TimeRangeRulerProps {
  /** The available time points, epoch ms ascending (the chart's dates). */
  times: ArrayLike<number>;
  /** The selected range, as indices into `times`. */
  range: RulerRange;
  /** Called with the new range when a drag ends, on a track click or touch, and on each key press. */
  onChange: (range: RulerRange) => void;
  /** Accessible name of the ruler. @default '时间范围' */
  label?: string;
}

const { handleSize } = styles;

/** Short tick labels that fit nine across a phone: the span decides what part of the date shows. */
function tickLabel(time: number, spanMs: number, narrow: boolean): string {
  const full = formatBeijingDateTime(time);
  if (spanMs < 2 * 86_400_000) return full.slice(11);
  if (!narrow) return full.slice(0, 10);
  if (spanMs > 8 * 365 * 86_400_000) return full.slice(0, 4);
  return spanMs > 2 * 365 * 86_400_000 ? full.slice(2, 7).replace('-', '/') : full.slice(5, 10);
}

function valueText(time: number, spanMs: number): string {
  return spanMs < 2 * 86_400_000 ? formatBeijingDateTime(time) : formatBeijingDate(time);
}

/**
 * The time-range ruler under a chart: nine tick labels and two handles. Dragging a handle snaps it to the
 * nearest time point and reports the range when the drag ends; a click or touch on the track moves the
 * nearer handle there; arrow keys move the focused handle one point (Page keys a tenth, Home/End the ends).
 * Hovering shows the date under the pointer; after a touch that label clears after 10 s.
 */
export function TimeRangeRuler({
  times,
  range,
  onChange,
  label = '时间范围',
}: TimeRangeRulerProps) {
  const [boxRef, width] = useContainerWidth<HTMLDivElement>();
  const [draft, setDraft] = useState<RulerRange | null>(null);
  // The drag in progress, read by the move handler before React has re-rendered with `draft`.
  const dragging = useRef<RulerRange | null>(null);
  const updateDraft = (next: RulerRange | null) => {
    dragging.current = next;
    setDraft(next);
  };
  const [hover, setHover] = useState<number | null>(null);
  const touchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(touchTimer.current), []);

  const n = times.length;
  const track = Math.max(0, width - handleSize);
  const shown = draft ?? range;
  const span = n > 1 ? (times[n - 1] as number) - (times[0] as number) : 0;
  const narrow = width < 560;
  const at = (index: number) => handleSize / 2 + pointToPixel(times, index, track);
  const indexAt = (clientX: number, element: HTMLElement) =>
    snapToPoint(times, clientX - element.getBoundingClientRect().left - handleSize / 2, track);

  const showHover = (index: number, pointerType: string) => {
    setHover(index);
    clearTimeout(touchTimer.current);
    if (pointerType === 'touch')
      touchTimer.current = setTimeout(() => setHover(null), rulerTouchHoverMs);
  };

  const onTrackDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (n < 2) return;
    const index = indexAt(event.clientX, event.currentTarget);
    showHover(index, event.pointerType);
    onChange(pressTrack(range, index, n));
  };

  const onTrackMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (n < 1 || dragging.current) return;
    showHover(indexAt(event.clientX, event.currentTarget), event.pointerType);
  };

  const handleOptions = { times, range, track, onDraft: updateDraft, onHover: showHover, onChange };
  const handleProps: Record<RulerHandle, ReturnType<typeof useRulerHandle>> = {
    start: useRulerHandle({ ...handleOptions, which: 'start' }),
    end: useRulerHandle({ ...handleOptions, which: 'end' }),
  };

  const handle = (which: RulerHandle, name: string) => {
    const index = shown[which];
    return (
      <div
        role="slider"
        tabIndex={0}
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, n - 1)}
        aria-valuenow={index}
        aria-valuetext={n > 0 ? valueText(times[index] as number, span) : '无数据'}
        aria-disabled={n < 2 || undefined}
        data-handle={which}
        {...handleProps[which]}
        className={styles.handle}
        style={{ left: at(index) - handleSize / 2 }}
      />
    );
  };

  return (
    <div ref={boxRef} role="group" aria-label={label} className={styles.root}>
      <div
        data-part="track"
        onPointerDown={onTrackDown}
        onPointerMove={onTrackMove}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'touch') setHover(null);
        }}
        className={styles.track}
      >
        <div className={styles.rail} />
        {n > 0 ? (
          <div
            data-part="selection"
            className={styles.selection}
            style={{
              left: at(shown.start),
              width: Math.max(0, at(shown.end) - at(shown.start)),
            }}
          />
        ) : null}
        {handle('start', '起始时间')}
        {handle('end', '结束时间')}
        {hover !== null && n > 0 ? (
          <output
            data-part="hover"
            className={styles.hoverLabel}
            style={{ left: Math.min(Math.max(0, at(hover) - 48), Math.max(0, width - 96)) }}
          >
            {valueText(times[hover] as number, span)}
          </output>
        ) : null}
      </div>
      <div aria-hidden="true" className={styles.ticks}>
        {rulerTickIndices(n).map((index, i, all) => (
          <span
            key={index}
            data-part="tick"
            className={styles.tick[i === 0 ? 'first' : i === all.length - 1 ? 'last' : 'middle']}
            style={{ left: at(index) }}
          >
            {tickLabel(times[index] as number, span, narrow)}
          </span>
        ))}
      </div>
    </div>
  );
}
