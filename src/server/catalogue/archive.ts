import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { queryBoolean } from '../../shared/query-boolean';
import { z } from '../../shared/validation';
import { searchQuerySchema } from './router';

/**
 * Lists and autocompletes of sodas, flavors and discounts hide archived rows unless
 * `is_archived=true` (only archived ones) or `include_archived=true` (all) is asked.
 */
export const archiveQuerySchema = z.object({
  is_archived: queryBoolean,
  include_archived: queryBoolean,
});
export const archiveSearchQuerySchema = searchQuerySchema.extend(archiveQuerySchema.shape);

/** The rows an archive query (parsed by archiveQuerySchema) shows. */
export function archiveFilter(
  column: PgColumn,
  { is_archived, include_archived }: z.output<typeof archiveQuerySchema>,
): SQL | undefined {
  if (include_archived && is_archived === undefined) return undefined;
  return eq(column, is_archived ?? false);
}

/** What a PUT writes for its optional `is_archived`: nothing when absent. */
export const archivedValue = (flag: boolean | undefined) =>
  flag === undefined ? {} : { isArchived: flag };
