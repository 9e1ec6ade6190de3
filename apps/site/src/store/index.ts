import { createSiteStore } from './store.ts';

/** The one store of the running site, on the browser's own storages. */
export const siteStore = createSiteStore({
  local: window.localStorage,
  session: window.sessionStorage,
});
export const { state: store, actions } = siteStore;
