import type { MenuItem } from '@shared/catalogue-types';
import type { AvailabilityEntry } from '@shared/sold-out';
import { isSoldOut, soldOutMessage } from '@shared/sold-out';
import type { FlatOrSparkling } from '@shared/order-types';
import { devicePriceCents, type DeviceCatalogue } from './device-pricing';
import type { OfflineLine } from './outbox-types';

/** A drink as the till adds it (the body POST /api/order-items takes). */
export interface LineRequest {
  menu_item?: number | null;
  cup: number;
  low_sugar?: boolean;
  note?: string;
  custom_order__soda?: number | null;
  custom_order_flavors?: number[];
  flat_or_sparkling?: FlatOrSparkling;
}

/**
 * The offline line of a drink: priced on the device, named as the screens show it; or a message
 * saying why it cannot be added (sold out as the till last heard, or a price it cannot know).
 */
export function offlineLineOf(opts: {
  request: LineRequest;
  menuItem: MenuItem | null;
  catalogue: DeviceCatalogue;
  sodaNames: Map<number, string>;
  availability: readonly AvailabilityEntry[] | undefined;
}): OfflineLine | { refused: string } {
  const { request, menuItem, catalogue } = opts;
  const flavorIds = request.custom_order_flavors ?? [];
  const customSodaId = request.custom_order__soda ?? null;
  const soldOut = soldOutName(opts, flavorIds, customSodaId);
  if (soldOut) return { refused: soldOutMessage(soldOut) };
  const priceCents = devicePriceCents(catalogue, {
    cup: request.cup,
    menuItem,
    customSodaId,
    flavorIds,
  });
  const cup = catalogue.cups.find((c) => c.id === request.cup);
  if (priceCents === null || !cup) return { refused: 'This drink cannot be priced offline.' };
  const customized = customSodaId !== null || flavorIds.length > 0;
  const sodaId = customSodaId ?? menuItem?.soda.id ?? 0;
  const flavorName = (id: number) => catalogue.flavors.find((f) => f.id === id)?.name ?? '';
  return {
    key: crypto.randomUUID(),
    menu_item: menuItem?.id ?? null,
    cup: request.cup,
    low_sugar: request.low_sugar ?? false,
    note: request.note ?? '',
    custom_order__soda: customSodaId,
    custom_order_flavors: flavorIds,
    flat_or_sparkling: request.flat_or_sparkling ?? null,
    name: menuItem?.name ?? opts.sodaNames.get(sodaId) ?? 'Custom drink',
    size: cup.size.display,
    soda: opts.sodaNames.get(sodaId) ?? menuItem?.soda.name ?? '',
    sodaId: sodaId || null,
    flavors: customized
      ? flavorIds.map(flavorName)
      : (menuItem?.flavors ?? []).map((line) => line.flavor.name),
    customized,
    priceCents,
  };
}

function soldOutName(
  opts: Parameters<typeof offlineLineOf>[0],
  flavorIds: number[],
  customSodaId: number | null,
): string | null {
  const { availability, menuItem, catalogue, request } = opts;
  if (menuItem && isSoldOut(availability, 'menu_item', menuItem.id)) return menuItem.name;
  const sodaId = customSodaId ?? menuItem?.soda.id;
  if (sodaId && isSoldOut(availability, 'soda', sodaId))
    return opts.sodaNames.get(sodaId) ?? menuItem?.soda.name ?? 'This soda';
  const flavors = flavorIds.length ? flavorIds : (menuItem?.flavors ?? []).map((l) => l.flavor.id);
  const out = flavors.find((id) => isSoldOut(availability, 'flavor', id));
  if (out !== undefined) return catalogue.flavors.find((f) => f.id === out)?.name ?? 'A flavor';
  const cup = catalogue.cups.find((c) => c.id === request.cup);
  if (cup && isSoldOut(availability, 'cup', cup.id)) return cup.size.display;
  return null;
}
