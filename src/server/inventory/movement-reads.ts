import { sql, type SQL } from 'drizzle-orm';
import { cupSizeDisplay } from '../../shared/catalogue';
import {
  MOVEMENTS_PAGE_SIZE,
  type StockKind,
  type StockMovement,
} from '../../shared/inventory-schemas';
import { isoUtc, selectRows, userFullName, type Tx } from '../db';
import { foldPendingStock } from './stock-fold';

interface MovementRow extends Omit<StockMovement, 'name'> {
  flavor_name: string | null;
  cup_size: number | null;
}

/** Movements as the API sends them, newest first, for the WHERE given (alias m). */
async function movementRows(db: Tx, where: SQL, page?: { limit: number; offset: number }) {
  const rows = await selectRows<MovementRow>(
    db,
    sql`select m.id, m.location_id as location, m.kind, m.item_id, m.type,
      m.quantity::float8 as quantity, m.unit_cost::float8 as unit_cost,
      m.expected::float8 as expected, m.counted::float8 as counted,
      case when m.type = 'count' then m.quantity::float8 end as variance, m.reason,
      m.order_id as "order", m.transfer_id::text as transfer_id, m.created_by,
      coalesce(${userFullName('u')}, '') as created_by_name, ${isoUtc('m.created_at')} as created_at,
      f.name as flavor_name, c.size as cup_size, coalesce(g.uom, 'cup') as uom
    from stock_movements m
    left join users u on u.id = m.created_by
    left join flavors f on m.kind = 'flavor' and f.id = m.item_id
    left join flavor_groups g on g.id = f.flavor_group_id
    left join cups c on m.kind = 'cup' and c.id = m.item_id
    where ${where}
    order by m.created_at desc, m.id desc
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return rows.map(({ flavor_name, cup_size, ...row }) => ({
    ...row,
    name: row.kind === 'cup' ? cupSizeDisplay(cup_size ?? 0) : (flavor_name ?? ''),
  }));
}

/** The movements with these ids, in the order given. */
export async function movementsById(db: Tx, ids: number[]): Promise<StockMovement[]> {
  const rows = await movementRows(db, sql`m.id = any(${sql.param(ids)}::int[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

export interface MovementFilter {
  location: number;
  from?: string;
  to?: string;
  kind?: StockKind;
  id?: number;
  page?: number;
  page_size?: number;
}

/** GET /api/inventory/movements: a page, newest first; days are the location's local days. */
export async function movementPage(db: Tx, query: MovementFilter) {
  await foldPendingStock(db);
  const localDay = sql`(m.created_at at time zone (select time_zone from locations
    where id = ${query.location}))::date`;
  const where = sql.join(
    [
      sql`m.location_id = ${query.location}`,
      query.from ? sql`${localDay} >= ${query.from}::date` : sql`true`,
      query.to ? sql`${localDay} <= ${query.to}::date` : sql`true`,
      query.kind ? sql`m.kind = ${query.kind}` : sql`true`,
      query.id ? sql`m.item_id = ${query.id}` : sql`true`,
    ],
    sql` and `,
  );
  const [{ count }] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from stock_movements m where ${where}`,
  );
  const size = query.page_size ?? MOVEMENTS_PAGE_SIZE;
  const results = await movementRows(db, where, {
    limit: size,
    offset: ((query.page ?? 1) - 1) * size,
  });
  return { count, results };
}
