import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { cupSizeDisplay, flavorAmount, orderItemName, unitDisplay } from '../../shared/catalogue';
import { centsToDollars, toScaledInt } from '../../shared/money';
import type { FlatOrSparkling, OrderItemDisplay } from '../../shared/order-types';
import { discountedCents, type PricedDiscount } from '../../shared/pricing';
import {
  cups,
  flavorGroups,
  flavors,
  menuItemFlavors,
  menuItems,
  orderItemFlavors,
  orderItems,
  orders,
  preparedPerDatabase,
  sodas,
  type Tx,
} from '../db';
import { itemChanges, type RecipeBasis } from '../../shared/item-changes';

interface FlavorAmount {
  name: string;
  sugarFreeAvailable: boolean;
  uom: string;
  /** Quantity in the cup, hundredths. */
  quantity: number;
}

/** SPEC section 3 `order_item_flavors`: "SUGAR-FREE " for low-sugar items, "2 Pumps" / "1 Wedge". */
function flavorMap(lines: FlavorAmount[], lowSugar: boolean): Record<string, string> {
  const totals = new Map<string, { quantity: number; unit: string }>();
  for (const line of lines) {
    const key = (lowSugar && line.sugarFreeAvailable ? 'SUGAR-FREE ' : '') + line.name;
    const entry = totals.get(key) ?? { quantity: 0, unit: unitDisplay(line.uom) };
    entry.quantity += line.quantity;
    totals.set(key, entry);
  }
  return Object.fromEntries(
    [...totals].map(([key, t]) => [key, flavorAmount(t.quantity / 100, t.unit)]),
  );
}

/**
 * The soda and current recipe of the menu items of customized items (one query), which their
 * changes are described against.
 */
async function loadRecipeBases(db: Tx, menuItemIds: number[]): Promise<Map<number, RecipeBasis>> {
  const bases = new Map<number, RecipeBasis>();
  if (menuItemIds.length === 0) return bases;
  const rows = await recipeRows(db).execute({ ids: menuItemIds });
  for (const row of rows) {
    const basis = bases.get(row.menuItemId) ?? { sodaName: row.sodaName, flavors: [] };
    if (row.flavorId !== null && row.name !== null)
      basis.flavors.push({ flavorId: row.flavorId, name: row.name });
    bases.set(row.menuItemId, basis);
  }
  return bases;
}

const ids = sql.placeholder('ids');

const recipeRows = preparedPerDatabase((db) =>
  db
    .select({
      menuItemId: menuItems.id,
      sodaName: sodas.name,
      flavorId: flavors.id,
      name: flavors.name,
    })
    .from(menuItems)
    .innerJoin(sodas, eq(sodas.id, menuItems.sodaId))
    .leftJoin(menuItemFlavors, eq(menuItemFlavors.menuItemId, menuItems.id))
    .leftJoin(flavors, eq(flavors.id, menuItemFlavors.flavorId))
    .where(sql`${menuItems.id} = any(${ids}::int[])`)
    .orderBy(asc(menuItemFlavors.id))
    .prepare('item-display-recipes'),
);

const chosenRows = preparedPerDatabase((db) =>
  db
    .select({
      itemId: orderItemFlavors.orderItemId,
      flavorId: flavors.id,
      name: flavors.name,
      sugarFreeAvailable: flavors.sugarFreeAvailable,
      uom: flavorGroups.uom,
      quantity: orderItemFlavors.quantity,
    })
    .from(orderItemFlavors)
    .innerJoin(flavors, eq(flavors.id, orderItemFlavors.flavorId))
    .innerJoin(flavorGroups, eq(flavorGroups.id, flavors.flavorGroupId))
    .where(sql`${orderItemFlavors.orderItemId} = any(${ids}::int[])`)
    .orderBy(asc(orderItemFlavors.id))
    .prepare('item-display-flavors'),
);

const itemsOf = (db: Tx) =>
  db
    .select({
      item: orderItems,
      order: {
        id: orders.id,
        collectedBy: orders.collectedBy,
        isPaid: orders.isPaid,
        locationId: orders.locationId,
      },
      cupSize: cups.size,
      sodaName: sodas.name,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(cups, eq(cups.id, orderItems.cupId))
    .innerJoin(sodas, eq(sodas.id, orderItems.sodaId));

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemsOf>['execute']>>[number];

/** The items of these orders, the text of the statement built once per database. */
const itemsOfOrders = preparedPerDatabase((db) =>
  itemsOf(db)
    .where(sql`${orderItems.orderId} = any(${ids}::int[])`)
    .orderBy(asc(orderItems.id))
    .prepare('item-display-items'),
);

const isCustomized = (item: { menuItemId: number | null; customSodaId: number | null }) =>
  item.menuItemId !== null && item.customSodaId !== null;

/**
 * The display form of the order items matching `where`, in a constant number of queries
 * (items, chosen flavors, and the recipes of the menu items of customized items when there are
 * any), with `discount` applied to the prices.
 */
export async function loadItemDisplays(
  db: Tx,
  where: SQL | undefined,
  discount: PricedDiscount | null = null,
): Promise<OrderItemDisplay[]> {
  const rows = await itemsOf(db).where(where).orderBy(asc(orderItems.id));
  return displaysOf(db, rows, discount);
}

/** The display form of the items of these orders, by statements prepared once (the queue's reads). */
export async function loadItemDisplaysOfOrders(
  db: Tx,
  orderIds: number[],
): Promise<OrderItemDisplay[]> {
  return displaysOf(db, await itemsOfOrders(db).execute({ ids: orderIds }), null);
}

async function displaysOf(
  db: Tx,
  rows: ItemRow[],
  discount: PricedDiscount | null,
): Promise<OrderItemDisplay[]> {
  if (rows.length === 0) return [];
  const chosen = await chosenRows(db).execute({ ids: rows.map((r) => r.item.id) });
  const chosenByItem = new Map<number, typeof chosen>();
  for (const row of chosen) {
    const list = chosenByItem.get(row.itemId) ?? [];
    list.push(row);
    chosenByItem.set(row.itemId, list);
  }

  const customizedOf = rows.map((r) => r.item).filter(isCustomized);
  const bases = await loadRecipeBases(db, [...new Set(customizedOf.map((i) => i.menuItemId!))]);

  return rows.map(({ item, order, cupSize, sodaName }) =>
    itemDisplay({
      item,
      order,
      cupSize,
      sodaName,
      recipe: isCustomized(item) ? (bases.get(item.menuItemId!) ?? null) : null,
      chosen: (chosenByItem.get(item.id) ?? []).map((c) => ({
        ...c,
        quantity: toScaledInt(c.quantity),
      })),
      discount,
    }),
  );
}

/** A flavor line of an order item, as stored with it. */
export interface ChosenFlavor extends FlavorAmount {
  flavorId: number;
}

/**
 * The display form of one order item. `chosen`: its stored flavor lines in the order they were
 * stored (a plain menu item: its recipe when it was added). `recipe`: for a customized item, its
 * menu item's soda and recipe, which `description` and `changes` compare it with.
 */
export function itemDisplay({
  item,
  order,
  cupSize,
  sodaName,
  chosen,
  recipe = null,
  discount = null,
}: {
  item: Omit<typeof orderItems.$inferSelect, 'createdAt' | 'syncFlag'>;
  order: Pick<typeof orders.$inferSelect, 'id' | 'collectedBy' | 'isPaid' | 'locationId'>;
  cupSize: number;
  sodaName: string;
  chosen: ChosenFlavor[];
  recipe?: RecipeBasis | null;
  discount?: PricedDiscount | null;
}): OrderItemDisplay {
  const isPlain = item.menuItemId !== null && item.customSodaId === null;
  const { description, changes } = itemChanges({
    kind: isPlain ? 'menu_item' : item.menuItemId === null ? 'custom' : 'customized',
    menuItemName: item.menuItemName,
    sodaName,
    lowSugar: item.lowSugar,
    chosen,
    recipe,
  });
  return {
    id: item.id,
    order_item_name: orderItemName({
      menuItemName: item.menuItemName,
      customSodaName: isPlain ? null : sodaName,
      flavorNames: isPlain ? [] : chosen.map((c) => c.name),
    }),
    description,
    changes,
    menu_item_name: item.menuItemName,
    low_sugar: item.lowSugar,
    cup__size__display: cupSizeDisplay(cupSize),
    price: centsToDollars(discountedCents(item.priceCents, item.cupId, discount)),
    soda_name: sodaName,
    order_item_flavors: flavorMap(chosen, item.lowSugar),
    note: item.note,
    flat_or_sparkling: item.flatOrSparkling as FlatOrSparkling,
    menu_item: item.menuItemId,
    cup: item.cupId,
    custom_order__soda: item.customSodaId,
    custom_order_flavors: isPlain ? [] : chosen.map((c) => c.flavorId),
    order__id: order.id,
    order__collected_by: order.collectedBy,
    order__is_paid: order.isPaid,
    order__location: order.locationId,
  };
}
