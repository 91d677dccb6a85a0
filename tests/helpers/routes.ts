import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RecordedRoute {
  method: string;
  /** The route pattern, e.g. `/api/sodas/:id`. */
  url: string;
  websocket: boolean;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every route of the Fastify apps created while it listens (through Fastify's
 * `fastify.initialization` diagnostics channel and an onRoute hook), so tests and the fuzzer
 * reach all routes without keeping a list by hand. Call before building the app.
 */
export function recordRoutes(): { routes: RecordedRoute[]; stop(): void } {
  const routes: RecordedRoute[] = [];
  const seen = new Set<string>();
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions & { websocket?: boolean }) => {
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        if (!METHODS.has(method) || seen.has(key)) continue;
        seen.add(key);
        routes.push({ method, url: route.url, websocket: route.websocket === true });
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  return { routes, stop: () => diagnostics.unsubscribe('fastify.initialization', onInit) };
}

/** The route's path with each `:param` replaced by `value` (already URL-encoded). */
export const fillParams = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value);
