import { PageLost, ToastProvider } from '@coinsight/ui';
import { Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { call } from './api/client.ts';
import { useMobileWatch } from './platform/useMobileWatch.ts';
import type { RealtimeConnection } from './realtime/connection.ts';
import { NotificationsBridge } from './realtime/NotificationsBridge.tsx';
import { routes as siteRoutes, type SiteRoute } from './routes.ts';
import { AdminGuard } from './router/AdminGuard.tsx';
import { PageBoundary, PageLoading } from './router/PageFallback.tsx';
import { usePreloadOnHover } from './router/preloadOnHover.ts';
import { ScrollToTop } from './router/ScrollToTop.tsx';
import { LoginDialogHost } from './shell/LoginDialogHost.tsx';
import { OfflineNotice } from './shell/OfflineNotice.tsx';
import { RootLayout } from './shell/RootLayout.tsx';
import type { SiteStore } from './store/store.ts';
import { StoreProvider } from './store/StoreContext.tsx';

export interface AppProps {
  store: SiteStore;
  /** @default the site's route table */
  routes?: readonly SiteRoute[];
  /** Opens the notification socket for a logged-in member; null runs without one (mock mode, tests). */
  connectRealtime: (() => RealtimeConnection) | null;
}

function RoutePage({ route }: { route: SiteRoute }) {
  const Page = route.component;
  return route.guard === 'admin' ? (
    <AdminGuard>
      <Page />
    </AdminGuard>
  ) : (
    <Page />
  );
}

/** The root of the site: routes, the shell around its pages, and the overlays. Needs a wouter Router above. */
export function App({ store, routes = siteRoutes, connectRealtime }: AppProps) {
  const [location, navigate] = useLocation();
  const { parser } = useRouter();
  useMobileWatch(store.actions.setMobile);
  usePreloadOnHover(routes);

  const inShell = routes.some(
    (route) => route.layout === 'shell' && matchRoute(parser, route.path, location)[0],
  );
  // Pages are lazy (router/lazyPage.ts): the loading line holds their place until their chunk
  // arrives. The boundary is keyed on the path, so a failed page does not stick to the next route.
  const page = (
    <PageBoundary key={location}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.name} path={route.path}>
              <RoutePage route={route} />
            </Route>
          ))}
          <Route>
            <PageLost onBackHome={() => navigate('/')} />
          </Route>
        </Switch>
      </Suspense>
    </PageBoundary>
  );

  return (
    <RouterProvider navigate={(href) => navigate(href)} useHref={(href) => href}>
      <StoreProvider store={store}>
        <ToastProvider>
          <ScrollToTop />
          {inShell ? <RootLayout store={store}>{page}</RootLayout> : page}
          <LoginDialogHost store={store} call={call} />
          <OfflineNotice store={store} />
          <NotificationsBridge store={store} connect={connectRealtime} />
        </ToastProvider>
      </StoreProvider>
    </RouterProvider>
  );
}
