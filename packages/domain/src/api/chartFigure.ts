import { z } from 'zod';

/** Axis of a chart figure: the few layout keys a chart reads; any other Plotly key passes through. */
export const chartAxis = z.looseObject({
  title: z.union([z.string(), z.looseObject({ text: z.string() })]).optional(),
  type: z.enum(['linear', 'log', 'date', 'category']).optional(),
  range: z.tuple([z.union([z.number(), z.string()]), z.union([z.number(), z.string()])]).optional(),
  side: z.enum(['left', 'right', 'top', 'bottom']).optional(),
  overlaying: z.string().optional(),
  showgrid: z.boolean().optional(),
  tickformat: z.string().optional(),
});
export type ChartAxis = z.infer<typeof chartAxis>;

/** A picture laid over the chart (a watermark or logo). */
export const chartImage = z.looseObject({
  source: z.string(),
  x: z.number().optional(),
  y: z.number().optional(),
  sizex: z.number().optional(),
  sizey: z.number().optional(),
  xref: z.string().optional(),
  yref: z.string().optional(),
  opacity: z.number().min(0).max(1).optional(),
  layer: z.enum(['above', 'below']).optional(),
});

const axisValue = z.union([z.number(), z.string()]);

/** One trace (series) of a Plotly-like figure: x values are dates or numbers, y values numbers or gaps. */
export const chartTrace = z.looseObject({
  type: z.string().optional(),
  mode: z.string().optional(),
  name: z.string().optional(),
  x: z.array(axisValue),
  y: z.array(z.number().nullable()),
  yaxis: z.string().optional(),
  xaxis: z.string().optional(),
  line: z.looseObject({ color: z.string().optional(), width: z.number().optional() }).optional(),
  marker: z
    .looseObject({ color: z.union([z.string(), z.array(z.string())]).optional() })
    .optional(),
});
export type ChartTrace = z.infer<typeof chartTrace>;

export const chartLayout = z.looseObject({
  title: z.union([z.string(), z.looseObject({ text: z.string() })]).optional(),
  xaxis: chartAxis.optional(),
  yaxis: chartAxis.optional(),
  yaxis2: chartAxis.optional(),
  images: z.array(chartImage).optional(),
  showlegend: z.boolean().optional(),
});
export type ChartLayout = z.infer<typeof chartLayout>;

/** A chart as the server stores it: Plotly's figure JSON, typed on the keys our charts draw. */
export const chartFigure = z.object({ data: z.array(chartTrace), layout: chartLayout });
export type ChartFigure = z.infer<typeof chartFigure>;
