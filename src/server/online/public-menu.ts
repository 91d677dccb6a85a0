import { and, eq, isNull, or } from 'drizzle-orm';
import { TAX_RATE_SCALE } from '../../shared/pricing';
import {
  cupWire,
  flavorWire,
  pausedUntil,
  selectMenuItems,
  unavailableKey,
  type CatalogueSnapshot,
} from '../catalogue';
import { limitedTimePromotions, locations, menuItems, sodas, type Tx } from '../db';

type LocationRow = typeof locations.$inferSelect;

/** Whether customers may order here now: online ordering on and not paused. */
export const accepting = (row: LocationRow, now = new Date()) =>
  row.onlineOrdering && pausedUntil(row, now) === null;

/**
 * GET /api/public/menu: what a customer may order at the location, with prices, each thing marked
 * `sold_out` as the tills see it there. Archived things and items of archived promotions are left
 * out; nothing about staff, costs or other locations is in it.
 */
export async function publicMenu(db: Tx, location: LocationRow, catalogue: CatalogueSnapshot) {
  const soldOut = catalogue.unavailable.get(location.id) ?? new Set<string>();
  const out = (kind: string, id: number) => soldOut.has(unavailableKey(kind, id));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const sodaRows = [...catalogue.sodaNames]
    .filter(([id]) => !catalogue.archivedSodaIds.has(id))
    .map(([id, name]) => ({ id, name }))
    .sort(byName);
  const items = await selectMenuItems(
    db,
    and(
      eq(menuItems.isArchived, false),
      eq(sodas.isArchived, false),
      or(isNull(limitedTimePromotions.id), eq(limitedTimePromotions.isArchived, false)),
    ),
  );
  const flavors = [...catalogue.flavors.values()].filter((f) => !f.isArchived).sort(byName);
  return {
    location: {
      id: location.id,
      name: location.name,
      tax_rate: location.taxRateThousandths / TAX_RATE_SCALE,
      prices_include_tax: location.pricesIncludeTax,
      accepting: accepting(location),
    },
    cups: catalogue.cups.map((cup) => ({ ...cupWire(cup), sold_out: out('cup', cup.id) })),
    sodas: sodaRows.map((soda) => ({ ...soda, sold_out: out('soda', soda.id) })),
    flavors: flavors.map((f) => ({ ...flavorWire(f), sold_out: out('flavor', f.id) })),
    menu_items: items.map((item) => ({
      id: item.id,
      name: item.name,
      soda: item.soda,
      flavors: item.flavors,
      cup_prices: item.cup_prices,
      sold_out:
        out('menu_item', item.id) ||
        out('soda', item.soda.id) ||
        item.flavors.some((line) => out('flavor', line.flavor.id)),
    })),
  };
}
