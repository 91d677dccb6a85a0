import type { LocationId } from './ids';
import type { PaymentMethod } from './tenders';
/** Wire types of the order endpoints and the live channel (SPEC section 3). Money in dollars. */

export type FlatOrSparkling = 'flat' | 'sparkling' | null;

export interface OrderItemDisplay {
  id: number;
  order_item_name: string;
  /** The item by its changes against the recipe, e.g. 'Dilemma, + Coconut, low sugar'. */
  description: string;
  /** The changes alone: '+ Coconut', 'no Vanilla', 'Dr Pepper instead of Coke', 'low sugar'. */
  changes: string[];
  /** The menu item's name (plain or customized); null for a custom drink. */
  menu_item_name: string | null;
  low_sugar: boolean;
  cup__size__display: string;
  /** Dollars, with the requested discount applied. */
  price: number;
  soda_name: string;
  /** Flavor display name -> amount in this cup, e.g. {"SUGAR-FREE Cherry": "2 Pumps"}. */
  order_item_flavors: Record<string, string>;
  note: string;
  flat_or_sparkling: FlatOrSparkling;
  menu_item: number | null;
  cup: number;
  custom_order__soda: number | null;
  custom_order_flavors: number[];
  order__id: number;
  order__collected_by: number | null;
  order__is_paid: boolean;
  order__location: LocationId;
}

/** What the bar shows of an order placed online: its pickup code, who and when. */
export interface OnlineTicket {
  code: string;
  customer_name: string;
  /** Null: as soon as possible. */
  pickup_at: string | null;
  /** When it joined (or joins) the bar's queue: its tickets' age counts from here. */
  due_at: string | null;
}

export interface OrderDisplay extends SaleMoney {
  id: number;
  collected_by: number | null;
  location: LocationId;
  order_name: number | null;
  order_name__name: string | null;
  /** Set on an order placed online (unpaid until collected); absent or null: rung up here. */
  online?: OnlineTicket | null;
  discount: number | null;
  is_paid: boolean;
  is_in_progress: boolean;
  is_complete: boolean;
  /** Dollars, as recorded at checkout. */
  paid_amount: number | null;
  created_at: string;
  paid_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  /** Who started making it (null while waiting, and on orders from before that was recorded). */
  started_by: number | null;
  /** The starter's first name, else the part of their email before @. */
  started_by_name: string | null;
  completed_by: number | null;
  order_items: OrderItemDisplay[];
}

/**
 * The money of a paid order as stored when it was paid, in dollars; every field is null
 * while the order is unpaid. `total` equals `paid_amount`; cash_tendered and change_due are set for
 * cash only; `drawer` is the drawer the sale went into, if one was open.
 */
export interface SaleMoney {
  subtotal: number | null;
  discount_amount: number | null;
  tax: number | null;
  tip: number | null;
  total: number | null;
  payment_method: PaymentMethod | null;
  cash_tendered: number | null;
  change_due: number | null;
  drawer: number | null;
}

export interface PriceQuote {
  price: number;
}

/** Close codes of the live channel. */
export const LIVE_CLOSE = {
  notSignedIn: 4001,
  userMismatch: 4002,
  forbidden: 4003,
  unknownLocation: 4004,
} as const;

export const QUEUE_LIMIT = 10;

/** Staff may recall (reopen) an order this long after its completion; admins at any time. */
export const STAFF_RECALL_MINUTES = 10;
export const RECALL_TOO_LATE = `Only an admin can recall an order completed more than ${STAFF_RECALL_MINUTES} minutes ago.`;

/** The refusal of a start when the order was started already. */
export const alreadyStarted = (name: string | null) =>
  `${name ?? 'Someone else'} already started this order.`;

/** The live channel's answer to a refused message, to its sender only. */
export interface LiveRefusal {
  error: string;
  order_id?: number;
}
