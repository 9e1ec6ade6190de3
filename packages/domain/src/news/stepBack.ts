/** How many earlier days the news page tries when the opening day has no news (spec 2 §7). */
export const newsStepBackDays = 5;

const dayMs = 86_400_000;

/** The calendar day before `day` (`YYYY-MM-DD`). */
export function previousDay(day: string): string {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(ms))
    throw new RangeError(`not a day: ${day}`);
  return new Date(ms - dayMs).toISOString().slice(0, 10);
}

/**
 * The days the page opens on, in the order it tries them: the chosen day, then up to five earlier
 * ones. The page asks for the earliest of them to the chosen day in one list call and lands on
 * the newest day that has news (landingDay), or stays on the chosen day when none has.
 */
export function stepBackDays(day: string, steps: number = newsStepBackDays): string[] {
  const days = [day];
  for (let i = 0; i < steps; i += 1) days.push(previousDay(days[days.length - 1] ?? day));
  return days;
}

/**
 * Where the page lands: the first of stepBackDays(chosen) that has news, given the days news exists
 * on (e.g. the `date` of the cards a range call answered), else the chosen day itself.
 */
export function landingDay(
  chosen: string,
  daysWithNews: Iterable<string>,
  steps: number = newsStepBackDays,
): string {
  const has = new Set(daysWithNews);
  return stepBackDays(chosen, steps).find((day) => has.has(day)) ?? chosen;
}
