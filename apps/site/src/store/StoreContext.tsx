import { createContext, useContext, type ReactNode } from 'react';
import type { SiteStore } from './store.ts';

const StoreContext = createContext<SiteStore | null>(null);

/** Hands the site's store to the pages under it (tests hand in their own). */
export function StoreProvider({ store, children }: { store: SiteStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useSiteStore(): SiteStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSiteStore needs a StoreProvider above it');
  return store;
}
