import {
  AVAILABILITY_KINDS,
  type AvailabilityEntry,
  type AvailabilityKind,
} from '../../shared/availability';
import { cupSizeDisplay } from '../../shared/catalogue';
import { type CatalogueSnapshot, type ResolvedItem, unavailableKey } from '../catalogue';

/** Sold out ("86") per location, read from the catalogue snapshot: no query of its own. */

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en') || 0;

/** Every non-archived thing a location can run out of, by kind then name (cups by size). */
function things(
  snapshot: CatalogueSnapshot,
): { kind: AvailabilityKind; id: number; name: string }[] {
  const menuItems = [...snapshot.menuItems.values()].filter((item) => !item.isArchived);
  const sodas = [...snapshot.sodaNames]
    .filter(([id]) => !snapshot.archivedSodaIds.has(id))
    .map(([id, name]) => ({ id, name }));
  const flavors = [...snapshot.flavors.values()].filter((flavor) => !flavor.isArchived);
  const byKind: Record<AvailabilityKind, { id: number; name: string }[]> = {
    menu_item: menuItems.sort(byName),
    soda: sodas.sort(byName),
    flavor: flavors.sort(byName),
    cup: snapshot.cups.map((cup) => ({ id: cup.id, name: cupSizeDisplay(cup.size) })),
  };
  return AVAILABILITY_KINDS.flatMap((kind) =>
    byKind[kind].map(({ id, name }) => ({ kind, id, name })),
  );
}

/** GET /api/availability's answer for a location (and the live channel's `availability`). */
export function availabilityOf(
  snapshot: CatalogueSnapshot,
  locationId: number,
): AvailabilityEntry[] {
  const out = snapshot.unavailable.get(locationId);
  return things(snapshot).map((thing) => ({
    ...thing,
    available: !out?.has(unavailableKey(thing.kind, thing.id)),
  }));
}

/**
 * The name of the first thing of `item` the location has sold out of: its menu item, the soda it
 * is made with, a flavor in it, its cup. Undefined when everything is available.
 */
export function soldOutName(
  snapshot: CatalogueSnapshot,
  locationId: number,
  item: ResolvedItem,
): string | undefined {
  const out = snapshot.unavailable.get(locationId);
  if (!out) return undefined;
  type Part = { kind: AvailabilityKind; id: number; name: () => string };
  const parts: Part[] = [
    ...(item.menuItem
      ? [{ kind: 'menu_item' as const, id: item.menuItem.id, name: () => item.menuItem!.name }]
      : []),
    { kind: 'soda', id: item.sodaId, name: () => snapshot.sodaNames.get(item.sodaId) ?? 'Soda' },
    ...item.flavors.map((line) => ({
      kind: 'flavor' as const,
      id: line.flavorId,
      name: () => line.flavor.name,
    })),
    { kind: 'cup', id: item.cup.id, name: () => cupSizeDisplay(item.cup.size) },
  ];
  return parts.find((part) => out.has(unavailableKey(part.kind, part.id)))?.name();
}
