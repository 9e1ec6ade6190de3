import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { Button, Toolbar } from 'react-aria-components';
import { drawCrosshair, drawPlot } from '../../draw/drawPlot.ts';
import { plotPng } from '../../draw/png.ts';
import { plotGeometry, type PlotModel, type PlotZone } from '../../plot/geometry.ts';
import { carryRange, chartTouchHoverMs, type RulerRange } from '../../ruler.ts';
import { tailRange } from '../../transforms/observations.ts';
import type { ValueScaleKind } from '../../scales/scales.ts';
import { beijingFormatFor } from '../../time.ts';
import { hoverIndex, nearestIndex } from '../../transforms/nearest.ts';
import { unionTimes, type ChartSeries } from '../../transforms/series.ts';
import { TimeRangeRuler } from '../TimeRangeRuler/TimeRangeRuler.tsx';
import { downloadBlob } from './download.ts';
import { ChoiceButtons } from './ChoiceButtons.tsx';
import * as styles from './ChartView.css.ts';
import * as controls from './controls.css.ts';
import { useContainerWidth } from './useContainerWidth.ts';

/** What an export produced: the chart's kind of file and its content. */
export type ChartExport = { kind: 'png'; blob: Blob } | { kind: 'csv'; blob: Blob };

/** Props every chart shares. */
export interface ChartCommonProps {
  /** Accessible name of the chart and the start of export file names. */
  title?: string;
  /** Plot height in CSS pixels. @default 60 % of the width, between 240 and 480 */
  height?: number;
  /** Hide the time-range ruler (the live price chart with a handful of points). @default false */
  hideRuler?: boolean;
  /** Called after each export with the file made (the PNG is the 800×600 snapshot the favourites desk uploads). */
  onExport?: (file: ChartExport) => void;
  /** Save exports as downloads; turned off where only `onExport` should receive them. @default true */
  download?: boolean;
  /** Extra lines under the values in the tooltip for the hovered time (epoch ms), e.g. a release's figures. */
  tooltipLines?: (time: number) => readonly { label: string; value: string }[];
  /**
   * Called with the visible window (epoch ms of its first and last time) whenever the ruler moves
   * it: a chart drawn from a thinned overview asks for the window's detail here.
   */
  onWindowChange?: (from: number, to: number) => void;
}

interface ChartViewProps extends ChartCommonProps {
  title: string;
  series: readonly ChartSeries[];
  /** The starting scales of the left (y) and right (y2) axes. */
  scales: { y: ValueScaleKind; y2: ValueScaleKind };
  /** The axis whose scale the 对数/线性 toggle switches (the price axis); none when null. */
  toggleAxis: 'y' | 'y2' | null;
  zones?: readonly PlotZone[];
  zonesAxis?: 'y' | 'y2';
  /** The CSV export's text; a promise when it must first be fetched (the exact series). */
  csv: () => string | Promise<string>;
  /** Extra controls at the start of the toolbar (the price chart's frequencies). */
  controls?: ReactNode;
  /** Formats a value of a series in the tooltip. */
  formatValue?: (value: number, series: ChartSeries) => string;
  /** Formats the value axis's labels; the compact axis format when absent. */
  formatAxisValue?: (value: number) => string;
  /** The share of the newest points the ruler selects at first (0.2: the last 20 %). @default 1 */
  initialShare?: number;
}

const defaultFormat = (value: number) =>
  Math.abs(value) >= 100
    ? value.toLocaleString('zh-CN', { maximumFractionDigits: 2 })
    : value.toLocaleString('zh-CN', { maximumSignificantDigits: 4 });

const scaleChoices = ['log', 'linear'] as const;
const scaleLabels: Record<ValueScaleKind, string> = { log: '对数', linear: '线性' };

/** Keeps the ruler's range across renders, carried over to new times (live ticks) by `carryRange`. */
function useWindow(times: Float64Array, initialShare: number) {
  const [state, setState] = useState(() => ({
    times,
    range: tailRange(times.length, initialShare),
  }));
  const set = (range: RulerRange) => setState({ times, range });
  if (state.times !== times) {
    const next = { times, range: carryRange(state.times, state.range, times) };
    setState(next);
    return [next.range, set] as const;
  }
  return [state.range, set] as const;
}

function useCanvas(width: number, height: number) {
  const ref = useRef<HTMLCanvasElement>(null);
  const context = useCallback(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return null;
    const ratio = window.devicePixelRatio || 1;
    if (
      canvas.width !== Math.round(width * ratio) ||
      canvas.height !== Math.round(height * ratio)
    ) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    return ctx;
  }, [width, height]);
  return [ref, context] as const;
}

/**
 * The chart body every indicator chart shares: a toolbar (scale toggle, 导出图片, 导出 CSV), the legend,
 * the canvas plot with its crosshair tooltip, and the time-range ruler that sets the visible window.
 */
export function ChartView({
  title,
  series,
  scales,
  toggleAxis,
  zones,
  zonesAxis,
  csv,
  controls: controlsSlot,
  formatValue = defaultFormat,
  formatAxisValue,
  initialShare = 1,
  height: fixedHeight,
  hideRuler = false,
  onExport,
  download = true,
  tooltipLines,
  onWindowChange,
}: ChartViewProps) {
  const [boxRef, width] = useContainerWidth<HTMLDivElement>();
  const height = fixedHeight ?? Math.round(Math.min(480, Math.max(240, width * 0.6)));
  const [scale, setScale] = useState(scales);
  const times = useMemo(() => unionTimes(series), [series]);
  const formatTime = useMemo(() => beijingFormatFor(times), [times]);
  const [range, setRange] = useWindow(times, initialShare);
  const visible = useMemo<[number, number]>(
    () =>
      times.length > 0
        ? [times[range.start] as number, times[Math.max(range.start, range.end)] as number]
        : [0, 1],
    [times, range],
  );
  const [visibleFrom, visibleTo] = visible;
  useEffect(() => {
    if (times.length > 1) onWindowChange?.(visibleFrom, visibleTo);
  }, [onWindowChange, visibleFrom, visibleTo, times.length]);
  const model = useMemo<PlotModel>(
    () => ({
      series,
      window: visible,
      scale: scale.y,
      scale2: scale.y2,
      zones,
      zonesAxis,
      formatValue: formatAxisValue,
    }),
    [series, visible, scale, zones, zonesAxis, formatAxisValue],
  );
  const geometry = useMemo(
    () => (width > 0 ? plotGeometry(model, width, height) : null),
    [model, width, height],
  );
  const [plotRef, plotContext] = useCanvas(width, height);
  const [overlayRef, overlayContext] = useCanvas(width, height);
  const [hover, setHover] = useState<number | null>(null);
  const touchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(touchTimer.current), []);

  useLayoutEffect(() => {
    const ctx = plotContext();
    if (ctx && geometry) drawPlot(ctx, geometry, model);
  }, [plotContext, geometry, model]);

  const hoverTime = hover === null ? null : (times[hover] as number);
  const hoverPoints = useMemo(
    () =>
      series.map((s) => {
        if (hoverTime === null) return null;
        const i = nearestIndex(s.t, hoverTime);
        return i >= 0 && s.t[i] === hoverTime ? i : null;
      }),
    [series, hoverTime],
  );
  useLayoutEffect(() => {
    const ctx = overlayContext();
    if (ctx && geometry) drawCrosshair(ctx, geometry, model, hoverTime, hoverPoints);
  }, [overlayContext, geometry, model, hoverTime, hoverPoints]);

  const onPointer = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!geometry) return;
    // Over the axis margins the crosshair stays on the plot's edge.
    const x = Math.min(
      geometry.right,
      Math.max(geometry.left, event.clientX - event.currentTarget.getBoundingClientRect().left),
    );
    const index = hoverIndex(
      times,
      x,
      (t) => geometry.x(t),
      (px) => geometry.x.invert(px).getTime(),
    );
    setHover(index);
    clearTimeout(touchTimer.current);
    // Spec 2 §9: a touch's crosshair clears by itself after 15 s (there is no pointer leaving).
    if (event.pointerType === 'touch')
      touchTimer.current = setTimeout(() => setHover(null), chartTouchHoverMs);
  };

  const fileBase = title.replace(/[\\/:*?"<>|\s]+/g, '_');
  const exportPng = async () => {
    const blob = await plotPng(model);
    if (download) downloadBlob(blob, `${fileBase}.png`);
    onExport?.({ kind: 'png', blob });
  };
  const exportCsv = async () => {
    // The byte-order mark makes Excel read the Chinese header as UTF-8.
    const blob = new Blob(['\ufeff', await csv()], { type: 'text/csv;charset=utf-8' });
    if (download) downloadBlob(blob, `${fileBase}.csv`);
    onExport?.({ kind: 'csv', blob });
  };

  const tooltipLeft = geometry && hoverTime !== null ? geometry.x(hoverTime) : 0;
  const tooltipOnLeft = geometry ? tooltipLeft > (geometry.left + geometry.right) / 2 : false;

  return (
    <div className={styles.root}>
      <Toolbar aria-label="图表工具" className={styles.toolbar}>
        <div className={controls.group}>{controlsSlot}</div>
        <div className={controls.group}>
          {toggleAxis ? (
            <ChoiceButtons
              label="纵轴刻度"
              choices={scaleChoices}
              labels={scaleLabels}
              selected={scale[toggleAxis]}
              onChange={(kind) => setScale({ ...scale, [toggleAxis]: kind })}
            />
          ) : null}
          <Button className={controls.button} onPress={() => void exportPng()}>
            导出图片
          </Button>
          <Button className={controls.button} onPress={() => void exportCsv()}>
            导出 CSV
          </Button>
        </div>
      </Toolbar>
      <ul aria-label="图例" className={styles.legend}>
        {series.map((s) => (
          <li key={s.key} className={styles.legendItem}>
            <span
              aria-hidden="true"
              className={styles.legendSwatch}
              style={{ background: s.fillToPrevious ? s.fillColor : s.color }}
            />
            {s.name}
          </li>
        ))}
      </ul>
      <div ref={boxRef} className={styles.plotBox} style={{ height }}>
        <canvas
          ref={plotRef}
          role="img"
          aria-label={`${title}图表`}
          className={styles.layer}
          style={{ height }}
        />
        <canvas
          ref={overlayRef}
          aria-hidden="true"
          data-part="crosshair"
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={(event) => {
            if (event.pointerType !== 'touch') setHover(null);
          }}
          className={styles.pointerLayer}
          style={{ height }}
        />
        {geometry && hoverTime !== null ? (
          <div
            role="tooltip"
            className={styles.tooltip}
            style={{
              top: geometry.top + 4,
              left: tooltipOnLeft ? undefined : tooltipLeft + 12,
              right: tooltipOnLeft ? width - tooltipLeft + 12 : undefined,
              maxWidth: Math.max(160, width / 2 - 24),
            }}
          >
            <div className={styles.tooltipTime}>{formatTime(hoverTime)}（北京时间）</div>
            {series.map((s, i) => {
              const index = hoverPoints[i];
              const value =
                index === null || index === undefined ? Number.NaN : (s.y[index] as number);
              if (Number.isNaN(value)) return null;
              return (
                <div key={s.key} className={styles.tooltipRow}>
                  <span
                    aria-hidden="true"
                    className={styles.tooltipDot}
                    style={{ background: s.color }}
                  />
                  <span>{s.name}</span>
                  <span className={styles.tooltipValue}>{formatValue(value, s)}</span>
                </div>
              );
            })}
            {tooltipLines?.(hoverTime).map((line) => (
              <div key={line.label} className={styles.tooltipRow}>
                <span>{line.label}</span>
                <span className={styles.tooltipValue}>{line.value}</span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
      {hideRuler || times.length < 2 ? null : (
        <TimeRangeRuler times={times} range={range} onChange={setRange} />
      )}
    </div>
  );
}
