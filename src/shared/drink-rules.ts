import { FOUNTAIN_SODA_IDS, WATER_SODA_ID } from './catalogue';

/**
 * The rules of one drink that the till's order form and the customer pages both apply, kept free
 * of zod so that the customer bundle can load them alone.
 */

/** The most drinks one order ahead may hold, wherever it is placed (a shop may allow fewer). */
export const MAX_ONLINE_DRINKS = 20;

export const SIZE_REQUIRED = 'You need to select a size';
export const SODA_TYPE_REQUIRED = 'You need to select a soda type';
export const FLAT_OR_SPARKLING_REQUIRED = 'You need to select flat or sparkling';

/**
 * SPEC section 5: flat or sparkling is needed when the menu item's soda is the water soda and the
 * custom soda is not a fountain soda, or when the custom soda is the water soda.
 */
export function needsFlatOrSparkling(
  menuItemSodaId: number | null,
  customSodaId: number | null,
): boolean {
  if (customSodaId === WATER_SODA_ID) return true;
  return menuItemSodaId === WATER_SODA_ID && !FOUNTAIN_SODA_IDS.includes(customSodaId ?? 0);
}

/** The note the order form sends: 'FLAT WATER' / 'SPARKLING WATER', then ' | ' and the user's note. */
export function noteWithWater(
  note: string,
  flatOrSparkling: 'flat' | 'sparkling' | null,
  customSodaId: number | null,
) {
  if (!flatOrSparkling || FOUNTAIN_SODA_IDS.includes(customSodaId ?? 0)) return note;
  const water = flatOrSparkling === 'flat' ? 'FLAT WATER' : 'SPARKLING WATER';
  return note ? `${water} | ${note}` : water;
}
