import { afterEach, beforeEach, expect, vi } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    parkPointer: () => Promise<void>;
  }
}

/** Beijing 12:30 on a fixed day: stories print relative and absolute times. */
const pinnedNow = new Date('2026-11-20T04:30:00.000Z');

/** An empty corner above the story for the pointer to rest on, so it hovers nothing of the story. */
function pointerRest(): void {
  if (document.querySelector('[data-pointer-rest]')) return;
  const rest = document.createElement('div');
  rest.dataset.pointerRest = '';
  rest.setAttribute('aria-hidden', 'true');
  rest.style.cssText =
    'position:fixed;left:0;top:0;width:4px;height:4px;z-index:2147483647;background:transparent';
  document.documentElement.append(rest);
}

/**
 * Every story's rendered page is compared with its committed screenshot under `__screenshots__/`
 * beside the stories file, so a change nobody meant shows up as a failing story. Each story starts
 * at the same instant (the clock still ticks, so timers and animations run) and with the pointer
 * resting off the story. `npm run visual:update` rewrites the baselines after a wanted change.
 */
export function compareStoriesWithBaselines(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: pinnedNow, shouldAdvanceTime: true });
  beforeEach(async ({ task }) => {
    if (!task.file.name.endsWith('.stories.tsx')) return;
    vi.setSystemTime(pinnedNow);
    pointerRest();
    await commands.parkPointer();
  });
  afterEach(async ({ task }) => {
    // Component tests assert on their own; a failed story already says what is wrong.
    if (!task.file.name.endsWith('.stories.tsx') || task.result?.state === 'fail') return;
    await expect(page.elementLocator(document.body)).toMatchScreenshot();
  });
}
