import type { LocationId } from '@shared/ids';
import type { FlatOrSparkling } from '@shared/order-types';
import type { PaymentMethod } from '@shared/tenders';

/** One drink rung up on the device, with what the screens show and what the sync sends. */
export interface OfflineLine {
  /** crypto.randomUUID(): the line's key on the device. */
  key: string;
  menu_item: number | null;
  cup: number;
  low_sugar: boolean;
  note: string;
  custom_order__soda: number | null;
  custom_order_flavors: number[];
  flat_or_sparkling: FlatOrSparkling;
  /** 'Dirty Dr Pepper', or the soda's name for a custom drink. */
  name: string;
  /** '16 oz' */
  size: string;
  soda: string;
  /** The soda's id: the server stores it with a menu item deleted since the sale. */
  sodaId: number | null;
  /** The flavors' names: the chosen ones, or the recipe of a plain menu item. */
  flavors: string[];
  /** Customized or custom (the ticket names its flavors). */
  customized: boolean;
  priceCents: number;
}

/** The offline current order of one location. */
export interface OfflineCart {
  location: LocationId;
  lines: OfflineLine[];
}

/** The body of POST /api/orders/sync (money in dollars, as the checkout sends it). */
export interface SyncBody {
  client_id: string;
  location: LocationId;
  taken_at: string;
  /** Each drink as rung up, with the name, price (dollars) and soda the device sold it with. */
  items: (Pick<
    OfflineLine,
    | 'menu_item'
    | 'cup'
    | 'low_sugar'
    | 'note'
    | 'custom_order__soda'
    | 'custom_order_flavors'
    | 'flat_or_sparkling'
    | 'name'
  > & { price: number; soda: number | null })[];
  order_name?: string;
  order_name_text?: string;
  discount: number | null;
  paid_amount: number;
  tip: number;
  payment_method: PaymentMethod;
  cash_tendered: number | null;
  subtotal: number;
  discount_amount: number;
  tax: number;
  started_at?: string;
  completed_at?: string;
}

export type OutboxStatus = 'pending' | 'needs_attention';

/** A paid order kept on the device until the server confirms it. */
export interface OutboxOrder {
  client_id: string;
  location: LocationId;
  taken_at: string;
  body: SyncBody;
  callOut: string;
  lines: OfflineLine[];
  discountName: string | null;
  figures: {
    subtotalCents: number;
    discountCents: number;
    taxCents: number;
    tipCents: number;
    totalCents: number;
    tenderedCents: number | null;
    changeDueCents: number | null;
  };
  started_at: string | null;
  completed_at: string | null;
  status: OutboxStatus;
  /** The server's message when it refused the order. */
  message?: string;
}
