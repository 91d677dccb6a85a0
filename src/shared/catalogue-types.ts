/**
 * Wire shapes of the catalogue endpoints (SPEC section 3). Money is a number of dollars with at most
 * 2 decimals; quantities and conversion factors are numbers (2 decimals at most).
 */

/** A choice field: units ({value: 'pump', display: 'Pump'}) and cup sizes ({value: 16, display: '16 oz'}). */
export interface Choice<V = string> {
  value: V;
  display: string;
}

export interface Soda {
  id: number;
  name: string;
  /** Present where the soda's own routes answer; a menu item's soda has none. */
  is_archived?: boolean;
}

export interface FlavorGroup {
  id: number;
  name: string;
  uom: Choice;
  price: number;
}

export interface Flavor {
  id: number;
  name: string;
  flavor_group: FlavorGroup;
  sugar_free_available: boolean;
  /** Present where the flavor's own routes answer; a recipe's flavor has none. */
  is_archived?: boolean;
}

export interface Cup {
  id: number;
  size: Choice<number>;
  price: number;
  conversion_factor: number;
}

export interface LimitedTimePromotion {
  id: number;
  name: string;
  is_archived: boolean;
}

export interface MenuItemFlavor {
  flavor: Flavor;
  /** Quantity in the 16 oz recipe. */
  quantity: number;
}

export interface CupPrice {
  /** The cup's id. */
  id: number;
  size: Choice<number>;
  price: number;
}

export interface MenuItem {
  id: number;
  name: string;
  soda: Soda;
  flavors: MenuItemFlavor[];
  /** One per cup, ordered by size. */
  cup_prices: CupPrice[];
  /** As sent on create/patch: the promo id, or null when the item is not limited-time. */
  limited_time_menu_item: { limited_time_promo: number } | null;
  /** The item's promotion, or null. */
  limited_time_promotions: LimitedTimePromotion | null;
  /** As sent on create/patch: the manual 16 oz price excluding the cup, or null when priced by recipe. */
  price: { price: number } | null;
  is_archived: boolean;
}

export interface Discount {
  id: number;
  name: string;
  code: string;
  percent_or_price: 'percent' | 'price';
  /** A fraction 0..1 (0.25 = 25 % off), null for price discounts. */
  percent: number | null;
  /** The price each eligible item is set to, null for percent discounts. */
  price: number | null;
  is_cup_specific: boolean;
  /** The cup id of a cup-specific discount. */
  cup: number | null;
  cup_size: Choice<number> | null;
  is_archived: boolean;
}

export interface Menu {
  id: number;
  version: number;
  /** YYYY-MM-DD */
  date: string;
}

export interface OrderName {
  id: number;
  name: string;
}

/** Every autocomplete endpoint answers {results}, ordered by name (cups by size). */
export interface Autocomplete<
  T extends { id: number; name: string } = { id: number; name: string },
> {
  results: T[];
}

/** GET/PUT /api/sodas/{id}/cup-prices: the soda's base price in every cup, ordered by size. */
export interface SodaCupPrice {
  cup: number;
  size: Choice<number>;
  price: number;
  /** True when the soda has its own price for this cup; false when the cup's price applies. */
  is_soda_price: boolean;
}
