import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import { globalPlugin } from './global-plugin';

/** One registered route as Fastify saw it, for tests that must cover every endpoint. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  /** The route's config (auth: 'public', websocket routes, …). */
  config: unknown;
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered after this plugin, collected by Fastify's onRoute hook, so a test
     * that walks it covers routes added later without a hand-kept list.
     */
    readonly routeTable: readonly RouteEntry[];
  }
}

export const routeTablePlugin = globalPlugin('atrium-route-table', async (app) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions & { websocket?: boolean }) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({ method, url: route.url, schema: route.schema, config: route.config, websocket: route.websocket === true });
    }
  });
});
