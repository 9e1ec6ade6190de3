import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { pageContainer } from '../testing/pageContainer.ts';
import { ClockBound } from './ClockBound.tsx';
import { unseen } from './ClockBound.css.ts';

function Calendar({ day }: { day: string }) {
  return (
    <>
      <h2>新闻日历</h2>
      <ClockBound>
        <p>{day}</p>
      </ClockBound>
    </>
  );
}

describe('ClockBound', () => {
  it('takes a prerendered page over with the build’s day left as drawn, then shows today', async () => {
    // As the prerender wrote it, on the day of the build.
    const root = pageContainer(
      `<h2>新闻日历</h2><div class="${unseen}" aria-hidden="true"><p>2000年3月1日</p></div>`,
    );
    const heading = root.querySelector('h2');
    const errors: unknown[] = [];
    hydrateRoot(root, <Calendar day="2026年11月27日" />, {
      onRecoverableError: (error) => errors.push(error),
    });

    await expect.poll(() => root.innerHTML).toBe('<h2>新闻日历</h2><p>2026年11月27日</p>');
    expect(errors).toEqual([]);
    // Taken over, not drawn again: the heading is the element the prerender wrote.
    expect(root.querySelector('h2')).toBe(heading);
  });

  it('shows today at once in a first render that draws the page anew', async () => {
    const root = pageContainer();
    createRoot(root).render(<Calendar day="2026年11月27日" />);
    await expect.poll(() => root.innerHTML).toBe('<h2>新闻日历</h2><p>2026年11月27日</p>');
  });
});
