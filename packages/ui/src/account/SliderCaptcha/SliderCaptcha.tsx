import {
  isSliderPassed,
  nextSliderCaptcha,
  sliderCaptchaStart,
  type SliderCaptchaEvent,
  type SliderCaptchaKey,
  type TraceSample,
} from '@coinsight/domain/account';
import { messages } from '@coinsight/domain/messages';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { mergeProps, useMove, type MoveMoveEvent } from 'react-aria';
import * as styles from './SliderCaptcha.css.ts';

/** The server's verdict on a solved drag, as the parent reports it. */
export const sliderCaptchaVerdicts = ['pending', 'verifying', 'verified', 'failed'] as const;
export type SliderCaptchaVerdict = (typeof sliderCaptchaVerdicts)[number];

/** What the slider shows; exposed as `data-state` on the track for styling and tests. */
export type SliderCaptchaView = 'idle' | 'dragging' | 'verifying' | 'verified';

export interface SliderCaptchaProps {
  /** Called once when the handle is released at the far end, with the drag's samples for captchaVerify. */
  onSolved?: (trace: readonly TraceSample[]) => void;
  /**
   * The server's verdict: 'verifying' while it checks, 'verified' once it issued a pass, 'failed' to
   * reset the handle and show `failureMessage`, 'pending' to reset for a new challenge. Leave it
   * unset when nothing is checked on a server: reaching the end then counts as verified.
   */
  verdict?: SliderCaptchaVerdict;
  /** Shown after a failed verification. @default messages.account.captchaFailed */
  failureMessage?: string;
  /** Locks the handle where it is. @default false */
  isDisabled?: boolean;
}

// useMove turns the arrow keys into one-pixel moves; these two jump to either end.
const jumpKeys: Record<string, SliderCaptchaKey> = { Home: 'start', End: 'end' };

/** An arrow key as useMove reports it: right and up go forward. */
const arrowKey = ({ deltaX, deltaY }: MoveMoveEvent): SliderCaptchaKey =>
  deltaX > 0 || deltaY < 0 ? 'stepForward' : 'stepBack';

/** Whole milliseconds are plenty for a drag's timing and keep the trace compact. */
const now = () => Math.round(performance.now());

/** Where a pointer pressed the handle; the drag starts at the press once the pointer moves. */
interface Press {
  at: number;
  position: number;
  range: number;
  /** Pixels moved since the press. */
  moved: number;
}

/** A handle to drag fully right (spec 1 §4): it snaps back when released early. Mouse, touch and keys. */
export function SliderCaptcha({
  onSolved,
  verdict,
  failureMessage = messages.account.captchaFailed,
  isDisabled = false,
}: SliderCaptchaProps) {
  const [state, setState] = useState(sliderCaptchaStart);
  const stateRef = useRef(state);
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const pressRef = useRef<Press | null>(null);
  const draggingRef = useRef(false);
  const instructionId = useId();

  const apply = useCallback(
    (event: SliderCaptchaEvent) => {
      const previous = stateRef.current;
      const next = nextSliderCaptcha(previous, event);
      if (next === previous) return;
      stateRef.current = next;
      setState(next);
      if (isSliderPassed(next) && !isSliderPassed(previous)) onSolved?.(next.trace);
    },
    [onSolved],
  );

  useEffect(() => {
    if (verdict === 'failed' || verdict === 'pending') apply({ type: 'reset' });
  }, [verdict, apply]);

  const passed = isSliderPassed(state);
  const view: SliderCaptchaView =
    verdict === 'verified' || (verdict === undefined && passed)
      ? 'verified'
      : verdict === 'verifying' || passed
        ? 'verifying'
        : state.status === 'dragging'
          ? 'dragging'
          : 'idle';
  const verified = view === 'verified';
  const locked = isDisabled || view === 'verifying' || view === 'verified';
  const position = view === 'verified' || view === 'verifying' ? 1 : state.position;
  const percent = Math.round(position * 100);

  // useMove follows the pointer on the window (a drag may leave the narrow track), tracks its id,
  // and turns the arrow keys into steps; the trace starts at the press, as the server expects.
  const { moveProps } = useMove({
    onMoveStart: (event) => {
      const press = pressRef.current;
      if (event.pointerType === 'keyboard' || !press) return;
      draggingRef.current = true;
      apply({ type: 'press', x: press.position, at: press.at });
    },
    onMove: (event) => {
      if (event.pointerType === 'keyboard') {
        apply({ type: 'key', key: arrowKey(event), at: now() });
        return;
      }
      const press = pressRef.current;
      if (!press) return;
      press.moved += event.deltaX;
      apply({ type: 'move', x: press.position + press.moved / press.range, at: now() });
    },
    onMoveEnd: (event) => {
      if (event.pointerType === 'keyboard') return;
      draggingRef.current = false;
      pressRef.current = null;
      apply({ type: 'release', at: now() });
    },
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const track = trackRef.current;
    const handle = handleRef.current;
    if (!track || !handle || draggingRef.current || event.button !== 0) return;
    const range = track.clientWidth - handle.offsetWidth;
    if (range <= 0) return;
    handle.focus();
    pressRef.current = { at: now(), position: state.position, range, moved: 0 };
    moveProps.onPointerDown?.(event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = jumpKeys[event.key];
    if (!key) return;
    event.preventDefault();
    apply({ type: 'key', key, at: now() });
  };

  // Leaving the handle part-way by keyboard is the keyboard's "release early".
  const onBlur = () => {
    if (!draggingRef.current) apply({ type: 'release', at: now() });
  };

  const failed = verdict === 'failed' && view !== 'verifying';
  const status =
    view === 'verified'
      ? { tone: 'success', text: messages.account.captchaPassed }
      : view === 'verifying'
        ? { tone: 'info', text: messages.account.captchaVerifying }
        : failed
          ? { tone: 'error', text: failureMessage }
          : { tone: 'info', text: '' };

  return (
    <div className={styles.root}>
      <div
        ref={trackRef}
        className={styles.track}
        data-state={view}
        data-dragging={state.status === 'dragging' ? true : undefined}
      >
        <div
          className={styles.fill}
          style={{
            width: `calc((100% - ${styles.handleSize}) * ${position} + ${styles.handleSize})`,
          }}
        />
        <span id={instructionId} className={styles.instruction}>
          {view === 'idle' || view === 'dragging' ? messages.account.captchaInstruction : ''}
        </span>
        <div
          ref={handleRef}
          role="slider"
          tabIndex={isDisabled ? -1 : 0}
          aria-label="滑块验证"
          aria-describedby={instructionId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={verified ? messages.account.captchaPassed : `已拖动 ${percent}%`}
          aria-disabled={locked ? true : undefined}
          className={styles.handle}
          style={{ left: `calc((100% - ${styles.handleSize}) * ${position})` }}
          {...(locked ? {} : { ...mergeProps(moveProps, { onKeyDown }), onPointerDown })}
          onBlur={onBlur}
        >
          <span aria-hidden="true">{verified ? '✓' : '→'}</span>
        </div>
      </div>
      <p className={styles.message} role="status" data-tone={status.tone}>
        {status.text}
      </p>
    </div>
  );
}
