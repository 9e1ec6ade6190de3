import { shellMobileQuery } from '../platform/mobile.ts';
import { createSiteStore } from './store.ts';

/** The one store of the running site, on the browser's own storages. */
export const siteStore = createSiteStore({
  local: window.localStorage,
  session: window.sessionStorage,
});
export const { state: store, actions } = siteStore;

// The first render already has the window's width (App keeps it current): a phone's first render,
// which takes over or replaces the prerendered phone page, draws the phone's navbar.
actions.setMobile(window.matchMedia(shellMobileQuery).matches);
