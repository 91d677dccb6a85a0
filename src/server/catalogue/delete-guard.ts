import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { joinWithAnd } from '../../shared/catalogue';
import { type Db, FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db';
import { conflict, notFound } from '../platform';
import { recordAudit } from '../audit';
import { currentUser } from '../auth';
import { removeSchema } from './route-schemas';
import type { CatalogueRouter } from './router';

/** Something that may point at the row being deleted, e.g. order items by their menu_item_id. */
export interface Usage {
  table: PgTable;
  column: PgColumn;
  /** Singular and plural, e.g. ['order item', 'order items']. */
  label: [string, string];
}

/** DELETE `${path}/:id` of a row of `table` by its id: 204 once deleteUnlessUsed deleted it. */
export function deleteRoute(
  route: CatalogueRouter,
  db: Db,
  path: string,
  target: { table: PgTable & { id: PgColumn }; what: string; usages: Usage[] },
) {
  route.delete(`${path}/:id`, removeSchema(target.what), async (request, reply) => {
    const { id } = request.params;
    const userId = currentUser(request).id;
    await deleteUnlessUsed(db, { ...target, idColumn: target.table.id, id, userId });
    return reply.code(204).send();
  });
}

/**
 * Deletes one row unless other records use it: 404 when missing, 409 naming the users otherwise.
 * Never cascades into history; a reference appearing meanwhile is caught by the foreign key.
 */
async function deleteUnlessUsed(
  db: Db,
  opts: {
    table: PgTable;
    idColumn: PgColumn;
    id: number;
    what: string;
    usages: Usage[];
    userId: number;
  },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(opts.table)
        .where(eq(opts.idColumn, opts.id));
      if (row.n === 0) throw notFound(`${capitalize(opts.what)} not found.`);
      const uses: string[] = [];
      for (const usage of opts.usages) {
        const [{ n }] = await tx
          .select({ n: count() })
          .from(usage.table)
          .where(eq(usage.column, opts.id));
        if (n > 0) uses.push(`${n} ${usage.label[n === 1 ? 0 : 1]}`);
      }
      if (uses.length) {
        throw conflict(`This ${opts.what} cannot be deleted: it is used by ${joinWithAnd(uses)}.`);
      }
      await tx.delete(opts.table).where(eq(opts.idColumn, opts.id));
      await recordAudit(tx, {
        action: 'catalogue_delete',
        userId: opts.userId,
        target: `${opts.what} ${opts.id}`,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      throw conflict(`This ${opts.what} cannot be deleted: other records use it.`);
    }
    throw error;
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
