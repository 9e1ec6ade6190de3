const dayMs = 86_400_000;

/** How far before the day of the visit a prerendered page may name a day. */
export const maxDaysBack = 31;

/**
 * `address` with each date in it replaced by `{{beijing-day}}` (the day `reference` stands for:
 * Beijing's day of the visit) or `{{beijing-day-N}}` (N days before it). A prerendered page is
 * built once and served for days, so the day its calls carry is written in when it is served:
 * apps/server/src/plugins/site.ts `withVisitDay` replaces the tokens.
 */
export function dayTokens(address: string, reference: string): string {
  return address.replace(/\d{4}-\d{2}-\d{2}/g, (date) => {
    const time = Date.parse(date);
    const back = (Date.parse(reference) - time) / dayMs;
    // Date.parse takes 02-30 for 03-01: a date that does not come back as itself is no day.
    const real = Number.isFinite(time) && new Date(time).toISOString().startsWith(date);
    if (!real || !Number.isInteger(back) || back < 0 || back > maxDaysBack)
      throw new Error(`prerender: ${address} names ${date}, not a day shortly before ${reference}`);
    return back === 0 ? '{{beijing-day}}' : `{{beijing-day-${back}}}`;
  });
}
