import type { BrowserCommand } from 'vitest/node';

/**
 * Moves the real pointer onto the top-left corner of the test frame, where `visualBaselines.ts`
 * keeps an empty element above the story. One Chromium page runs every story file, so the pointer
 * stays wherever the previous story left it and would hover whatever the next one draws there.
 * Playwright's mouse moves without the actionability wait that `userEvent.hover` does.
 */
export const parkPointer: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') return;
  const frame = await context.frame();
  const box = await (await frame.frameElement()).boundingBox();
  if (box) await context.page.mouse.move(box.x + 1, box.y + 1);
};
