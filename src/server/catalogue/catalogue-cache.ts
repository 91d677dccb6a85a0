import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { clearOnChange, CompressedBody, NotifiedCache } from '../cache';
import { loadCatalogueSnapshot, type CatalogueSnapshot } from './pricing-data';

/** The channel the catalogue tables' triggers notify on (migration 0004). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** The tables whose triggers notify CATALOGUE_CHANNEL; a write to one drops the cache. */
const CATALOGUE_TABLES = new Set([
  'cups',
  'sodas',
  'soda_cup_prices',
  'flavor_groups',
  'flavors',
  'menu_items',
  'menu_item_flavors',
  'limited_time_promotions',
  'limited_time_menu_items',
  'discounts',
  'order_names',
  'menus',
  // Sold out per location: part of the snapshot, so the add-to-cart path reads no more.
  'unavailable_items',
]);

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialized catalogue GET responses by URL (docs/decisions/021). */
    catalogueResponses: NotifiedCache<CompressedBody>;
    /** Everything pricing reads, from memory until the catalogue changes. */
    catalogueSnapshot(): Promise<CatalogueSnapshot>;
    /** The snapshot when one is kept in memory now, without reading. */
    keptCatalogueSnapshot(): CatalogueSnapshot | undefined;
    /**
     * Calls `listener` after every drop of the catalogue (a write here, a notification, a LISTEN
     * reconnect): a snapshot read from then on sees the change once it is committed.
     */
    onCatalogueChange(listener: () => void): () => void;
  }
  interface FastifyRequest {
    catalogueTicket?: number;
  }
}

/**
 * Keeps catalogue responses in memory and drops them on every catalogue change: at once when this
 * process writes a catalogue table, and on the trigger's NOTIFY when any process does.
 */
export async function watchCatalogue(app: FastifyInstance) {
  const responses = new NotifiedCache<CompressedBody>();
  const snapshots = new NotifiedCache<CatalogueSnapshot>(1);
  app.decorate('catalogueResponses', responses);
  const listeners = new Set<() => void>();
  app.decorate('catalogueSnapshot', () =>
    snapshots.load('snapshot', () => loadCatalogueSnapshot(app.database.db)),
  );
  app.decorate('keptCatalogueSnapshot', () => snapshots.get('snapshot'));
  app.decorate('onCatalogueChange', (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  });
  await clearOnChange(app, { tables: CATALOGUE_TABLES, channel: CATALOGUE_CHANNEL }, () => {
    responses.clear();
    snapshots.clear();
    for (const listener of listeners) listener();
  });
}

/**
 * Route hook (after the guards): answers from memory, compressed when the client accepts it, when
 * the same URL was read since the last change.
 */
export async function serveCachedCatalogue(request: FastifyRequest, reply: FastifyReply) {
  const cache = request.server.catalogueResponses;
  const hit = cache.get(request.url);
  if (hit !== undefined) return hit.send(request, reply);
  request.catalogueTicket = cache.ticket();
}

/**
 * Route hook: keeps a successful answer, unless the catalogue changed while it was read. A
 * callback hook: it also runs on every answer from memory, where it has nothing to wait for.
 */
export function keepCatalogueResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: HookHandlerDoneFunction,
) {
  const ticket = request.catalogueTicket;
  if (ticket !== undefined && reply.statusCode === 200 && typeof payload === 'string')
    request.server.catalogueResponses.set(request.url, new CompressedBody(payload), ticket);
  done();
}
