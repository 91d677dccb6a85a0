import { asc, eq, inArray } from 'drizzle-orm';
import { toScaledInt } from '../../shared/money';
import {
  type FlavorLine,
  type PricedCup,
  sodaCupKey,
  type SodaCupPrices,
} from '../../shared/pricing';
import {
  cups,
  flavorGroups,
  flavors,
  menuItemFlavors,
  menuItems,
  sodaCupPrices,
  sodas,
  type Tx,
  unavailableItems,
} from '../db';

/** What the pricing module needs from the database, loaded in a constant number of queries. */

export interface CupRow extends PricedCup {
  size: number;
  /** The stored decimal string, e.g. "2.00". */
  conversionFactor: string;
}

export interface PricingCatalog {
  /** Every cup, ordered by size. */
  cups: CupRow[];
  overrides: SodaCupPrices;
}

export async function loadPricingCatalog(db: Tx): Promise<PricingCatalog> {
  // Sequential: `db` may be a transaction, whose single connection must not run queries in parallel.
  const cupRows = await db.select().from(cups).orderBy(asc(cups.size));
  const overrideRows = await db.select().from(sodaCupPrices);
  return {
    cups: cupRows.map((c) => ({
      id: c.id,
      size: c.size,
      priceCents: c.priceCents,
      factor: toScaledInt(c.conversionFactor),
      conversionFactor: c.conversionFactor,
    })),
    overrides: new Map(overrideRows.map((o) => [sodaCupKey(o.sodaId, o.cupId), o.priceCents])),
  };
}

export interface FlavorInfo {
  id: number;
  name: string;
  sugarFreeAvailable: boolean;
  isArchived: boolean;
  group: { id: number; name: string; uom: string; priceCents: number };
}

export interface RecipeLine extends FlavorLine {
  flavor: FlavorInfo;
  /** The stored decimal string, e.g. "2.00". */
  quantityText: string;
}

const flavorColumns = {
  id: flavors.id,
  name: flavors.name,
  sugarFreeAvailable: flavors.sugarFreeAvailable,
  isArchived: flavors.isArchived,
  groupId: flavorGroups.id,
  groupName: flavorGroups.name,
  uom: flavorGroups.uom,
  groupPriceCents: flavorGroups.priceCents,
};

type FlavorSelect = { [K in keyof typeof flavorColumns]: (typeof flavorColumns)[K]['_']['data'] };

const toFlavorInfo = (r: FlavorSelect): FlavorInfo => ({
  id: r.id,
  name: r.name,
  sugarFreeAvailable: r.sugarFreeAvailable,
  isArchived: r.isArchived,
  group: { id: r.groupId, name: r.groupName, uom: r.uom, priceCents: r.groupPriceCents },
});

/** The recipes of the given menu items (one query), keyed by menu item id. */
export async function loadRecipes(
  db: Tx,
  menuItemIds: number[],
): Promise<Map<number, RecipeLine[]>> {
  const recipes = new Map<number, RecipeLine[]>(menuItemIds.map((id) => [id, []]));
  if (menuItemIds.length === 0) return recipes;
  const rows = await db
    .select({
      menuItemId: menuItemFlavors.menuItemId,
      quantity: menuItemFlavors.quantity,
      ...flavorColumns,
    })
    .from(menuItemFlavors)
    .innerJoin(flavors, eq(flavors.id, menuItemFlavors.flavorId))
    .innerJoin(flavorGroups, eq(flavorGroups.id, flavors.flavorGroupId))
    .where(inArray(menuItemFlavors.menuItemId, menuItemIds))
    .orderBy(asc(menuItemFlavors.id));
  for (const row of rows) {
    const flavor = toFlavorInfo(row);
    recipes.get(row.menuItemId)!.push({
      flavorId: flavor.id,
      quantity: toScaledInt(row.quantity),
      quantityText: row.quantity,
      unitPriceCents: flavor.group.priceCents,
      flavor,
    });
  }
  return recipes;
}

/** Flavors by id with their groups (one query); unknown ids are simply absent. */
export async function loadFlavors(db: Tx, ids: number[]): Promise<Map<number, FlavorInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(flavorColumns)
    .from(flavors)
    .innerJoin(flavorGroups, eq(flavorGroups.id, flavors.flavorGroupId))
    .where(inArray(flavors.id, ids));
  return new Map(rows.map((r) => [r.id, toFlavorInfo(r)]));
}

/** A menu item as pricing needs it. */
export interface PricedMenuItem {
  id: number;
  name: string;
  sodaId: number;
  manualPriceCents: number | null;
  isArchived: boolean;
}

/**
 * The whole pricing catalogue: cups, soda cup prices, menu items with recipes, flavors and sodas,
 * in a constant number of queries. Kept in memory per instance (catalogue/catalogue-cache.ts).
 */
export interface CatalogueSnapshot extends PricingCatalog {
  menuItems: Map<number, PricedMenuItem>;
  recipes: Map<number, RecipeLine[]>;
  flavors: Map<number, FlavorInfo>;
  sodaIds: Set<number>;
  /** Soda names by id (an order item's display). */
  sodaNames: Map<number, string>;
  archivedSodaIds: Set<number>;
  /** What each location has sold out of, as `kind:id` keys (no entry: nothing). */
  unavailable: Map<number, Set<string>>;
}

/** The key of a sold-out thing in `CatalogueSnapshot.unavailable`. */
export const unavailableKey = (kind: string, id: number) => `${kind}:${id}`;

export async function loadCatalogueSnapshot(db: Tx): Promise<CatalogueSnapshot> {
  const catalog = await loadPricingCatalog(db);
  const itemRows = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      sodaId: menuItems.sodaId,
      manualPriceCents: menuItems.manualPriceCents,
      isArchived: menuItems.isArchived,
    })
    .from(menuItems);
  const recipes = await loadRecipes(
    db,
    itemRows.map((item) => item.id),
  );
  const flavorRows = await db
    .select(flavorColumns)
    .from(flavors)
    .innerJoin(flavorGroups, eq(flavorGroups.id, flavors.flavorGroupId));
  const sodaRows = await db
    .select({ id: sodas.id, name: sodas.name, isArchived: sodas.isArchived })
    .from(sodas);
  const unavailable = new Map<number, Set<string>>();
  for (const row of await db.select().from(unavailableItems)) {
    const keys = unavailable.get(row.locationId) ?? new Set<string>();
    unavailable.set(row.locationId, keys.add(unavailableKey(row.kind, row.itemId)));
  }
  return {
    ...catalog,
    menuItems: new Map(itemRows.map((item) => [item.id, item])),
    recipes,
    flavors: new Map(flavorRows.map((row) => [row.id, toFlavorInfo(row)])),
    sodaIds: new Set(sodaRows.map((row) => row.id)),
    sodaNames: new Map(sodaRows.map((row) => [row.id, row.name])),
    archivedSodaIds: new Set(sodaRows.filter((row) => row.isArchived).map((row) => row.id)),
    unavailable,
  };
}
