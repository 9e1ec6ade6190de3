/** A shaded band of an indicator's values, as its chart paints it. */
export interface Zone {
  /** Lower bound (inclusive); null is unbounded. */
  from: number | null;
  /** Upper bound (exclusive); null is unbounded. */
  to: number | null;
  /** The zone's Chinese name as the chart shows it. */
  name: string;
  /** Colour of the zone's band. */
  color: string;
}

/** The zone a value falls in (bounds: from inclusive, to exclusive). */
export function zoneOf(value: number, zones: readonly Zone[]): Zone {
  const found = zones.find(
    (z) => (z.from === null || value >= z.from) && (z.to === null || value < z.to),
  );
  if (!found) throw new RangeError(`no zone holds ${value}`);
  return found;
}
