import { areaName, routeArea, servicesOf, type Area } from '../area.ts';
import { marketAreaName } from '../market/plugin.ts';
import { AlertsRepo } from './repo.ts';
import { alertsRoutes } from './routes.ts';
import { AlertsService } from './service.ts';

export const alertsAreaName = areaName<AlertsServices>('coinsight-alerts');

/** What the alerts area shares with the areas after it and with tests. */
export interface AlertsServices {
  alerts: AlertsService;
}

/**
 * How often the area looks for Bitcoin history written by another process (the ingest CLI,
 * another instance): `daily()` then sees the new version and the indicator alerts are evaluated.
 */
export const historyCheckMs = 30_000;

/** Member alerts: a VIP's indicator and price alerts, evaluated when new data lands and delivered once per crossing (issue 17). */
export const alertsArea: Area = {
  name: alertsAreaName,
  dependencies: [marketAreaName],
  register(server, options) {
    const { db, bus, clock, logger, mailer, jobs } = server.app.core;
    const { btcHistory, prices } = servicesOf(server, marketAreaName);
    const alerts = new AlertsService(
      new AlertsRepo(db),
      {
        history: () => btcHistory.daily(),
        historyIsDemo: () => btcHistory.isDemo(),
        latestPrice: async () => {
          const last = (await prices.series('live')).at(-1);
          return last ? Number(last.price) : null;
        },
      },
      bus,
      mailer,
      clock,
      logger,
    );
    // Every instance hears every tick; the compare-and-set in the repo delivers each crossing once.
    bus.onPrice((tick) => void alerts.onPrice(Number(tick.price)));
    btcHistory.onWrite(() => void alerts.onHistory());
    let seen: unknown = null;
    jobs.every({
      name: 'alerts.history-check',
      everyMs: historyCheckMs,
      run: async () => {
        const days = await btcHistory.daily();
        if (days === seen) return;
        seen = days;
        await alerts.onHistory();
      },
    });
    routeArea(server, alertsRoutes, { alerts }, options);
    server.expose('services', { alerts } satisfies AlertsServices);
  },
};
