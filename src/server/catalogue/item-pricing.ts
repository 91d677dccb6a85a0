import {
  baseCents,
  chosenFlavorsInCup,
  itemPriceCents,
  menuItemCupPriceCents,
  recipeInCup,
  type CupLine,
} from '../../shared/pricing';
import { MAX_ITEM_PRICE_CENTS } from '../../shared/order-schemas';
import type { FieldErrors } from '../../shared/validation';
import { ValidationError } from '../platform';
import type { RecipeBasis } from '../../shared/item-changes';
import type { CatalogueSnapshot, CupRow, FlavorInfo } from './pricing-data';

/** What a client asks for: the same fields for the stored item and for the price quote. */
export interface ItemRequest {
  cupId: number;
  menuItemId?: number;
  customSodaId?: number;
  flavorIds: number[];
}

export type ItemKind = 'menu_item' | 'customized' | 'custom';

export interface ResolvedItem {
  kind: ItemKind;
  cup: CupRow;
  menuItem: { id: number; name: string; sodaId: number } | null;
  /** The soda of a customized item or custom drink (null for a plain menu item). */
  customSodaId: number | null;
  /** The soda the drink is made with, whatever its kind. */
  sodaId: number;
  /**
   * The flavors with their quantity in this cup (hundredths): the chosen ones, or the recipe of a
   * plain menu item. Stored with the item, so a later recipe edit does not rewrite past orders.
   */
  flavors: (CupLine & { flavor: FlavorInfo })[];
  priceCents: number;
}

/** The soda and recipe of a menu item in the snapshot, as item descriptions compare with them. */
export function recipeBasis(
  catalog: CatalogueSnapshot,
  menuItem: { id: number; sodaId: number },
): RecipeBasis {
  return {
    sodaName: catalog.sodaNames.get(menuItem.sodaId) ?? '',
    flavors: (catalog.recipes.get(menuItem.id) ?? []).map((line) => ({
      flavorId: line.flavorId,
      name: line.flavor.name,
    })),
  };
}

/** numeric(8,2): the largest flavor quantity an order item can store, in hundredths. */
const MAX_STORED_QUANTITY = 99_999_999;
export const ITEM_TOO_LARGE = `This drink is too large to ring up in this size: check the catalogue's prices and amounts.`;

/**
 * Checks that everything named exists and prices the item with src/shared/pricing.ts.
 * Used by POST /api/order-items and by the price quote, so both give the same price.
 */
export function resolveItem(
  catalog: CatalogueSnapshot,
  request: ItemRequest,
  errors: FieldErrors = {},
): ResolvedItem {
  const item = priceItem(catalog, request, errors);
  // Admins may set large prices and factors; their product must still fit an order.
  if (
    item.priceCents > MAX_ITEM_PRICE_CENTS ||
    item.flavors.some((line) => line.quantity > MAX_STORED_QUANTITY)
  ) {
    throw new ValidationError({ cup: [ITEM_TOO_LARGE] });
  }
  return item;
}

function priceItem(
  catalog: CatalogueSnapshot,
  request: ItemRequest,
  errors: FieldErrors,
): ResolvedItem {
  const { menuItemId, customSodaId, flavorIds } = request;
  const flavorMap = catalog.flavors;
  const recipes = catalog.recipes;
  const cup = catalog.cups.find((c) => c.id === request.cupId);
  const menuItem = menuItemId ? catalog.menuItems.get(menuItemId) : undefined;
  const unknownFlavors = flavorIds.filter((id) => !flavorMap.has(id));
  if (!cup) (errors.cup ??= []).push('Unknown cup size.');
  if (menuItemId && !menuItem) (errors.menu_item ??= []).push('Unknown menu item.');
  if (menuItem?.isArchived) (errors.menu_item ??= []).push('This menu item is archived.');
  if (customSodaId && !catalog.sodaIds.has(customSodaId))
    (errors.custom_order__soda ??= []).push('Unknown soda.');
  if (!menuItemId && !customSodaId)
    (errors.custom_order__soda ??= []).push('Select a soda for a custom drink.');
  if (unknownFlavors.length) {
    (errors.custom_order_flavors ??= []).push(
      `Unknown flavor id(s): ${unknownFlavors.join(', ')}.`,
    );
  }
  if (Object.keys(errors).length || !cup) throw new ValidationError(errors);

  const recipe = menuItem ? recipes.get(menuItem.id)! : [];
  const customized = menuItem && (customSodaId || flavorIds.length > 0);
  if (menuItem && !customized) {
    const priceCents = menuItemCupPriceCents({
      cup,
      sodaId: menuItem.sodaId,
      overrides: catalog.overrides,
      manualPriceCents: menuItem.manualPriceCents,
      recipe,
    });
    const flavors = recipeInCup(recipe, cup).map((line, i) => ({
      ...line,
      flavor: recipe[i].flavor,
    }));
    const sodaId = menuItem.sodaId;
    return { kind: 'menu_item', cup, menuItem, customSodaId: null, sodaId, flavors, priceCents };
  }

  // A customized item without a soda of its own keeps the menu item's soda.
  const sodaId = customSodaId ?? menuItem!.sodaId;
  const chosen = flavorIds.map((id) => ({
    flavorId: id,
    unitPriceCents: flavorMap.get(id)!.group.priceCents,
  }));
  const lines = chosenFlavorsInCup(chosen, recipe, cup);
  const priceCents = itemPriceCents({
    baseCents: baseCents(cup, sodaId, catalog.overrides),
    cup,
    manualPriceCents: menuItem?.manualPriceCents ?? null,
    lines,
  });
  return {
    kind: menuItem ? 'customized' : 'custom',
    cup,
    menuItem: menuItem ?? null,
    customSodaId: sodaId,
    sodaId,
    flavors: lines.map((line) => ({ ...line, flavor: flavorMap.get(line.flavorId)! })),
    priceCents,
  };
}
