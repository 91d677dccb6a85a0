import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchQuerySchema } from '../../shared/catalogue-response-schemas';
import { queryBoolean } from '../../shared/query-boolean';
import { z } from '../../shared/validation';
import { parse } from '../platform';

/**
 * Lists and autocompletes of sodas, flavors and discounts hide archived rows unless
 * `is_archived=true` (only archived ones) or `include_archived=true` (all) is asked.
 */
export const archiveQuerySchema = z.object({
  is_archived: queryBoolean,
  include_archived: queryBoolean,
});
export const archiveSearchQuerySchema = searchQuerySchema.extend(archiveQuerySchema.shape);

export function archiveFilter(column: PgColumn, query: unknown): SQL | undefined {
  const { is_archived, include_archived } = parse(archiveQuerySchema, query);
  if (include_archived && is_archived === undefined) return undefined;
  return eq(column, is_archived ?? false);
}

/** What a PUT writes for its optional `is_archived`: nothing when absent. */
export const archivedValue = (flag: boolean | undefined) =>
  flag === undefined ? {} : { isArchived: flag };
