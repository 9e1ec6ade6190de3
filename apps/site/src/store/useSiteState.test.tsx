import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { vipMember as member } from '../testing/members.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { pageContainer } from '../testing/pageContainer.ts';
import { createSiteStore, type SiteStore } from './store.ts';
import { useSiteState } from './useSiteState.ts';

function Greeting({ store }: { store: SiteStore }) {
  const { username, is_vip } = useSiteState(store);
  return <p className={is_vip ? 'vip' : 'plain'}>{username ? `你好，${username}` : '登录/注册'}</p>;
}

const newStore = () => createSiteStore({ local: memoryStorage(), session: memoryStorage() });

describe('useSiteState', () => {
  it('takes a visitor’s prerendered markup over with the member already known, then shows the member', async () => {
    // What a prerender of <Greeting> wrote for a visitor.
    const container = pageContainer('<p class="plain">登录/注册</p>');
    const prerendered = container.querySelector('p');

    const store = newStore();
    store.actions.setUser(member);
    const errors: unknown[] = [];
    hydrateRoot(container, <Greeting store={store} />, {
      onRecoverableError: (error) => errors.push(error),
    });

    await expect.poll(() => container.innerHTML).toBe('<p class="vip">你好，13800000000</p>');
    expect(errors).toEqual([]);
    expect(container.querySelector('p')).toBe(prerendered);
  });

  it('follows the store in a render that is not a takeover', async () => {
    const container = pageContainer();
    const store = newStore();
    createRoot(container).render(<Greeting store={store} />);
    await expect.poll(() => container.textContent).toBe('登录/注册');
    store.actions.setUser(member);
    await expect.poll(() => container.textContent).toBe('你好，13800000000');
  });
});
