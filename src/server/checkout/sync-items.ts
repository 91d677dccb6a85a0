import { needsFlatOrSparkling, FLAT_OR_SPARKLING_REQUIRED } from '../../shared/order-schemas';
import type { OrderSync } from '../../shared/sync-schemas';
import { soldOutName } from '../availability';
import { resolveItem, type CatalogueSnapshot, type ResolvedItem } from '../catalogue';
import type { orderItems } from '../db';
import { ValidationError } from '../platform';

// The items of an offline sale as the server stores them. The sale happened: an item whose menu
// item or flavor is gone, archived or sold out since is kept with its name and price as sold and
// flagged; only a malformed item (no soda for a custom drink, water without flat or sparkling) is
// a 400 on `items` with the cart's message.

type SyncItemBody = OrderSync['items'][number];
export type SyncFlag = 'deleted' | 'archived' | 'sold_out';

/** An item ready to store, and what the server would charge for it now. */
export interface SyncedItem {
  row: Omit<typeof orderItems.$inferInsert, 'id' | 'orderId' | 'createdAt'> & {
    cupId: number;
    priceCents: number;
  };
  flavors: { flavorId: number; quantity: number }[];
  serverPriceCents: number;
}

/** An item the database cannot hold any more (its cup or soda was deleted): kept in the audit log. */
export interface UnstoredItem {
  position: number;
  name: string | null;
  priceCents: number;
  reason: string;
}

const CUSTOM_NEEDS_SODA = 'Select a soda for a custom drink.';

/** What of the item's catalogue is gone: a reason it cannot be stored, or null. */
function missingBasis(catalog: CatalogueSnapshot, body: SyncItemBody): string | null {
  if (!catalog.cups.some((cup) => cup.id === body.cup)) return 'its cup size was deleted';
  const soda = body.custom_order__soda;
  if (soda && !catalog.sodaIds.has(soda)) return 'its soda was deleted';
  if (body.menu_item && !catalog.menuItems.has(body.menu_item) && !soda) {
    // The soda the device made it with stands in for the deleted menu item's.
    if (!body.soda || !catalog.sodaIds.has(body.soda)) return 'its menu item was deleted';
  }
  return null;
}

/** The snapshot with the item's archived menu item usable: the sale was made before. */
function withMenuItemUsable(catalog: CatalogueSnapshot, id: number | undefined) {
  const menuItem = id === undefined ? undefined : catalog.menuItems.get(id);
  if (!menuItem?.isArchived) return catalog;
  const menuItems = new Map(catalog.menuItems).set(menuItem.id, { ...menuItem, isArchived: false });
  return { ...catalog, menuItems };
}

function flagOf(
  catalog: CatalogueSnapshot,
  locationId: number,
  item: ResolvedItem,
  gone: boolean,
): SyncFlag | null {
  if (gone) return 'deleted';
  const archived =
    catalog.menuItems.get(item.menuItem?.id ?? 0)?.isArchived ||
    catalog.archivedSodaIds.has(item.sodaId) ||
    item.flavors.some((line) => line.flavor.isArchived);
  if (archived) return 'archived';
  return soldOutName(catalog, locationId, item) === undefined ? null : 'sold_out';
}

/** One item priced by the server now and stored as the device sold it. */
function syncedItem(
  catalog: CatalogueSnapshot,
  locationId: number,
  body: SyncItemBody,
): SyncedItem {
  const menuItemGone = body.menu_item !== undefined && !catalog.menuItems.has(body.menu_item);
  const flavorIds = body.custom_order_flavors.filter((id) => catalog.flavors.has(id));
  const item = resolveItem(withMenuItemUsable(catalog, body.menu_item), {
    cupId: body.cup,
    menuItemId: menuItemGone ? undefined : body.menu_item,
    customSodaId: body.custom_order__soda ?? (menuItemGone ? body.soda : undefined),
    flavorIds,
  });
  const waterChoice =
    !menuItemGone &&
    needsFlatOrSparkling(item.menuItem?.sodaId ?? null, body.custom_order__soda ?? null);
  if (waterChoice && !body.flat_or_sparkling)
    throw new ValidationError({ items: [FLAT_OR_SPARKLING_REQUIRED] });
  const gone = menuItemGone || flavorIds.length < body.custom_order_flavors.length;
  const soldName = item.menuItem ? item.menuItem.name : null;
  return {
    row: {
      menuItemId: item.menuItem?.id ?? null,
      cupId: item.cup.id,
      customSodaId: menuItemGone ? (body.custom_order__soda ?? null) : item.customSodaId,
      sodaId: item.sodaId,
      menuItemName: body.menu_item ? (body.name ?? soldName) : null,
      lowSugar: body.low_sugar,
      note: body.note,
      // As the cart stores it: only where the water needs the choice (or the menu item is gone).
      flatOrSparkling: waterChoice || menuItemGone ? body.flat_or_sparkling : null,
      priceCents: body.price ?? item.priceCents,
      syncFlag: flagOf(catalog, locationId, item, gone),
    },
    flavors: item.flavors.map((line) => ({ flavorId: line.flavorId, quantity: line.quantity })),
    // A deleted menu item has no price now: the one it was sold at stands.
    serverPriceCents: menuItemGone ? (body.price ?? item.priceCents) : item.priceCents,
  };
}

/** The items of a synced sale: those the database can hold, and those it cannot. */
export function syncItems(catalog: CatalogueSnapshot, locationId: number, items: SyncItemBody[]) {
  const stored: SyncedItem[] = [];
  const unstored: UnstoredItem[] = [];
  items.forEach((body, i) => {
    if (!body.menu_item && !body.custom_order__soda)
      throw new ValidationError({ items: [CUSTOM_NEEDS_SODA] });
    const reason = missingBasis(catalog, body);
    const device = { position: i + 1, name: body.name ?? null, priceCents: body.price ?? 0 };
    if (reason) unstored.push({ ...device, reason });
    else {
      try {
        stored.push(syncedItem(catalog, locationId, body));
      } catch (error) {
        // A drink the catalogue now prices beyond what an order holds: the sale still counts.
        if (!(error instanceof ValidationError) || 'items' in error.fields) throw error;
        unstored.push({ ...device, reason: Object.values(error.fields).flat().join(' ') });
      }
    }
  });
  return { stored, unstored };
}
