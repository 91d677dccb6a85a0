import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { stripControlCharacters } from '../../shared/plain-text';
import { z } from '../../shared/validation';
import { staffReadAdminWrite } from '../auth';
import { parsedRoutes, type ParsedRequest } from '../platform';
import { keepCatalogueResponse, serveCachedCatalogue } from './catalogue-cache';

/** The OpenAPI tag of every catalogue route. */
export const CATALOGUE_TAGS = ['catalogue'];

/** A catalogue route's schema: validated by Fastify, and named in the OpenAPI document. */
export type CatalogueSchema = FastifySchema & { summary: string };

/** A handler whose request carries the values `S` parsed (validate.ts). */
export type CatalogueHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ParsedRequest
>;

/**
 * The routes of one catalogue resource: every route is guarded (staff read, admins write) before
 * Fastify validates its input, and reads are answered from memory until the catalogue changes
 * (catalogue-cache.ts). (Trailing slashes are ignored app-wide, see app.ts.)
 */
export function catalogueRouter(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  app.addHook('preValidation', staffReadAdminWrite);
  const add =
    (method: HTTPMethods) =>
    <S extends CatalogueSchema>(url: string, schema: S, handler: CatalogueHandler<S>) => {
      const cached =
        method === 'GET' ? { preHandler: serveCachedCatalogue, onSend: keepCatalogueResponse } : {};
      app.route({ method, url, schema: { tags: CATALOGUE_TAGS, ...schema }, handler, ...cached });
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
 * The `q` and `search` query parameters: text, or nothing. A key given twice is no search text
 * rather than a refusal, as a search box cannot send a wrong value.
 */
const searchTerm = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value : undefined))
  .optional()
  .meta({ type: 'string', description: 'Search text (control characters are ignored)' });

export const searchQuerySchema = z.object({ q: searchTerm, search: searchTerm });

/**
 * The search text of an autocomplete call (`q`, or `search` as some clients send it): control
 * characters are dropped, never refused, and the rest is searched for (at most 100 characters).
 */
export function searchText(query: { q?: unknown; search?: unknown }): string {
  const { q, search } = query;
  const text = typeof q === 'string' ? q : typeof search === 'string' ? search : '';
  return [...stripControlCharacters(text).trim()].slice(0, 100).join('');
}

/** An ILIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** At most this many autocomplete results. */
export const AUTOCOMPLETE_LIMIT = 200;
