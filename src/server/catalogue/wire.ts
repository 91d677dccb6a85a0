import { cupSizeDisplay, unitDisplay } from '../../shared/catalogue';
import type { Choice, Cup, Flavor, FlavorGroup } from '../../shared/catalogue-types';
import { centsToDollars, toScaledInt } from '../../shared/money';
import type { CupRow, FlavorInfo } from './pricing-data';

/** Database rows to the wire shapes of src/shared/catalogue-types.ts. */

export const unitChoice = (uom: string): Choice => ({ value: uom, display: unitDisplay(uom) });
export const sizeChoice = (size: number): Choice<number> => ({
  value: size,
  display: cupSizeDisplay(size),
});

/** A numeric(8,2) string such as "2.00" to the JSON number 2. */
export const decimalNumber = (text: string): number => toScaledInt(text) / 100;

export const flavorGroupWire = (g: {
  id: number;
  name: string;
  uom: string;
  priceCents: number;
}): FlavorGroup => ({
  id: g.id,
  name: g.name,
  uom: unitChoice(g.uom),
  price: centsToDollars(g.priceCents),
});

export const flavorWire = (f: FlavorInfo): Flavor => ({
  id: f.id,
  name: f.name,
  flavor_group: flavorGroupWire(f.group),
  sugar_free_available: f.sugarFreeAvailable,
});

export const cupWire = (
  c: Pick<CupRow, 'id' | 'size' | 'priceCents' | 'conversionFactor'>,
): Cup => ({
  id: c.id,
  size: sizeChoice(c.size),
  price: centsToDollars(c.priceCents),
  conversion_factor: decimalNumber(c.conversionFactor),
});
