/** Catalogue constants and display rules shared by server and client. */

export const UNITS = { pump: 'Pump', tbs: 'Tablespoon', wedge: 'Wedge', single: 'Single' } as const;
/** Units found in existing data but not offered for new flavor groups (the reference Spice group). */
const LEGACY_UNITS: Record<string, string> = { pinch: 'Pinch' };
export type Unit = keyof typeof UNITS;
export const UNIT_VALUES = Object.keys(UNITS) as Unit[];

export const CUP_SIZES = { 16: '16 oz', 32: '32 oz' } as const;
export const CUP_SIZE_VALUES = [16, 32] as const;

/** The special water soda: its own base price per cup, flat or sparkling, never "Zero Sugar". */
export const WATER_SODA_NAME = 'Water (Flat/Sparkling)';
/** Soda ids 1-4 are the fountain sodas, id 5 the water soda (spec section 5). */
export const FOUNTAIN_SODA_IDS = [1, 2, 3, 4];
export const WATER_SODA_ID = 5;
/** Ids are PostgreSQL `serial` integers: a larger one names no record (and would fail the query). */
export const MAX_RECORD_ID = 2_147_483_647;

export const unitDisplay = (unit: string): string =>
  UNITS[unit as Unit] ?? LEGACY_UNITS[unit] ?? unit;
export const cupSizeDisplay = (size: number): string => `${size} oz`;

/** "A", "A and B", "A, B and C". */
export function joinWithAnd(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "2 Pumps", "1 Wedge": the quantity rounded to a whole number with the unit pluralised unless 1. */
export function flavorAmount(quantity: number, unitLabel: string): string {
  const n = Math.round(quantity);
  return `${n} ${unitLabel}${n === 1 ? '' : 's'}`;
}

export function orderItemName(opts: {
  menuItemName: string | null;
  customSodaName: string | null;
  flavorNames: string[];
}): string {
  const { menuItemName, customSodaName, flavorNames } = opts;
  if (menuItemName && !customSodaName && flavorNames.length === 0) return menuItemName;
  const withFlavors = flavorNames.length ? ` with ${joinWithAnd(flavorNames)}` : '';
  const soda = customSodaName ?? '';
  if (menuItemName) return `${menuItemName} (Customized): ${soda}${withFlavors}`;
  return `Custom Drink: ${soda}${withFlavors}`;
}
