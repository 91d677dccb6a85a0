import type { FastifyInstance, FastifySchema, HTTPMethods, RouteHandlerMethod } from 'fastify';
import { stripControlCharacters } from '../../shared/plain-text';
import { staffReadAdminWrite } from '../auth';
import { keepCatalogueResponse, serveCachedCatalogue } from './catalogue-cache';

/**
 * The routes of one catalogue resource: every route is guarded (staff read, admins write), and
 * reads are answered from memory until the catalogue changes (catalogue-cache.ts).
 * (Trailing slashes are ignored app-wide, see app.ts.)
 */
export function catalogueRouter(app: FastifyInstance) {
  app.addHook('preHandler', staffReadAdminWrite);
  const add =
    (method: HTTPMethods) => (url: string, schema: FastifySchema, handler: RouteHandlerMethod) => {
      const cached =
        method === 'GET' ? { preHandler: serveCachedCatalogue, onSend: keepCatalogueResponse } : {};
      app.route({ method, url, schema, handler, ...cached });
    };
  return {
    get: add('GET'),
    post: add('POST'),
    put: add('PUT'),
    patch: add('PATCH'),
    delete: add('DELETE'),
  };
}

export type CatalogueRouter = ReturnType<typeof catalogueRouter>;

/**
 * The search text of an autocomplete call (`q`, or `search` as some clients send it): control
 * characters are dropped, never refused, and the rest is searched for (at most 100 characters).
 */
export function searchText(query: unknown): string {
  const { q, search } = (query ?? {}) as { q?: unknown; search?: unknown };
  const text = typeof q === 'string' ? q : typeof search === 'string' ? search : '';
  return [...stripControlCharacters(text).trim()].slice(0, 100).join('');
}

/** An ILIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** At most this many autocomplete results. */
export const AUTOCOMPLETE_LIMIT = 200;
