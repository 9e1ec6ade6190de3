import { afterEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Every story's rendered page is compared with its committed screenshot under `__screenshots__/`
 * beside the stories file, so a change nobody meant shows up as a failing story. The clock is pinned
 * (Beijing 12:30 on a fixed day) because stories print relative and absolute times; it still ticks,
 * so timers and animations run. `npm run visual:update` rewrites the baselines after a wanted change.
 */
export function compareStoriesWithBaselines(): void {
  vi.useFakeTimers({
    toFake: ['Date'],
    now: new Date('2026-11-20T04:30:00.000Z'),
    shouldAdvanceTime: true,
  });
  afterEach(async ({ task }) => {
    // Component tests assert on their own; a failed story already says what is wrong.
    if (!task.file.name.endsWith('.stories.tsx') || task.result?.state === 'fail') return;
    await expect(page.elementLocator(document.body)).toMatchScreenshot();
  });
}
