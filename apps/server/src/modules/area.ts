import type { Plugin, Server } from '@hapi/hapi';
import type { ContractRoute, ResponseChecking } from '../http/contractRoute.ts';
import { realtimePluginName } from '../plugins/realtime.ts';
import type { SubscriptionDefinition } from '../realtime/subscriptions.ts';

/** An area: a named plugin createServer registers with these options. */
export type Area = Plugin<AreaOptions> & { name: string };

/** What createServer hands every area plugin. */
export interface AreaOptions {
  validateResponses: ResponseChecking;
}

/** Registers an area's contract routes with the deps its handlers get, and nothing else. */
export function routeArea<D>(
  server: Server,
  routes: readonly ContractRoute<D>[],
  deps: D,
  { validateResponses }: AreaOptions,
): void {
  server.route(routes.map((route) => route.toHapi({ validateResponses, deps })));
}

/** Declares an area's Nes subscriptions once the realtime plugin (registered after the areas) is there. */
export function subscribeArea(server: Server, subscriptions: readonly SubscriptionDefinition[]) {
  server.dependency(realtimePluginName, (withNes) => {
    for (const { path, options } of subscriptions) withNes.subscription(path, options);
    return Promise.resolve();
  });
}

/** What an area shares with the areas after it and with tests: `server.plugins[name].services`. */
export interface AreaExposed<S> {
  services: S;
}

declare const exposes: unique symbol;

/** An area's plugin name, carrying the type of the services it exposes (see `servicesOf`). */
export type AreaName<S> = string & { readonly [exposes]?: S };

/** Names an area whose plugin exposes `S`. */
export const areaName = <S>(name: string): AreaName<S> => name as AreaName<S>;

/**
 * The services an area registered before this one exposes, typed by its name; an area that is not
 * there yet is a mistake in modules/index.ts's order, said at start.
 */
export function servicesOf<S>(server: Server, name: AreaName<S>): S {
  const plugins = server.plugins as unknown as Record<string, AreaExposed<S> | undefined>;
  const exposed = plugins[name];
  if (!exposed) throw new Error(`${name} must be registered before ${server.realm.plugin}`);
  return exposed.services;
}
