import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { pageContainer } from '../testing/pageContainer.ts';
import { useAsPrerendered } from './asPrerendered.ts';

function Part() {
  return <p>{useAsPrerendered() ? '构建时' : '此刻'}</p>;
}

/** Reads the page in a microtask after the commit's effects: a blocking render is done by then. */
function AfterEffects({ seen, root }: { seen: string[]; root: HTMLElement }) {
  useEffect(() => queueMicrotask(() => seen.push(root.textContent ?? '')), [seen, root]);
  return null;
}

describe('useAsPrerendered', () => {
  it('takes a part over as prerendered, then shows it live in a transition rather than a blocking render', async () => {
    const root = pageContainer('<p>构建时</p>');
    const prerendered = root.querySelector('p');
    const seen: string[] = [];
    const errors: unknown[] = [];
    hydrateRoot(
      root,
      <>
        <Part />
        <AfterEffects seen={seen} root={root} />
      </>,
      { onRecoverableError: (error) => errors.push(error) },
    );

    await expect.poll(() => root.textContent).toBe('此刻');
    expect(seen).toEqual(['构建时']);
    expect(errors).toEqual([]);
    expect(root.querySelector('p')).toBe(prerendered);
  });

  it('is false from the first render of a part that is not a takeover', async () => {
    const root = pageContainer();
    const seen: string[] = [];
    createRoot(root).render(
      <>
        <Part />
        <AfterEffects seen={seen} root={root} />
      </>,
    );
    await expect.poll(() => seen).toEqual(['此刻']);
  });
});
