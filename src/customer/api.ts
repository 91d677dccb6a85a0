import type { CupPrice, Cup, Flavor, MenuItemFlavor, Soda } from '@shared/catalogue-types';

/** The public API of order ahead and the pickup board, as the customer pages read it. */

export interface PublicLocation {
  id: number;
  name: string;
  online_ordering: boolean;
  paused_until: string | null;
}

type SoldOut = { sold_out: boolean };
export type MenuCup = Cup & SoldOut;
export type MenuSoda = Soda & SoldOut;
export type MenuFlavor = Flavor & SoldOut;
export interface MenuDrink extends SoldOut {
  id: number;
  name: string;
  soda: Soda;
  flavors: MenuItemFlavor[];
  cup_prices: CupPrice[];
}

export interface PublicMenu {
  location: {
    id: number;
    name: string;
    tax_rate: number;
    prices_include_tax: boolean;
    accepting: boolean;
  };
  cups: MenuCup[];
  sodas: MenuSoda[];
  flavors: MenuFlavor[];
  menu_items: MenuDrink[];
}

export interface Slot {
  start: string;
  end: string;
  available: number;
}

/** One drink of an order ahead, by the till's rules. */
export interface OrderItem {
  menu_item: number | null;
  cup: number;
  low_sugar: boolean;
  note: string;
  custom_order__soda: number | null;
  custom_order_flavors: number[];
  flat_or_sparkling: 'flat' | 'sparkling' | null;
}

export interface NewOrder {
  location: number;
  customer_name: string;
  phone: string | null;
  pickup_at: string | null;
  items: OrderItem[];
}

export type OrderStatus = 'received' | 'in_progress' | 'ready' | 'collected' | 'cancelled';
export interface DrinkLine {
  name: string;
  size: string;
  price: number;
}
export interface PlacedOrder {
  token: string;
  code: string;
  status: OrderStatus;
  pickup_at: string | null;
  items: DrinkLine[];
  subtotal: number;
  tax: number;
  total: number;
}
export interface CustomerOrder {
  code: string;
  status: OrderStatus;
  pickup_at: string | null;
  items: DrinkLine[];
  total: number;
  location: { name: string };
}

export interface BoardEntry {
  code: string | null;
  name: string | null;
}
export interface PickupBoard {
  location: { id: number; name: string };
  preparing: BoardEntry[];
  ready: BoardEntry[];
}

/** An answer other than 2xx: its status and JSON body (null when it had none). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

async function answer<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/** A GET of the public API; a network failure rejects with the browser's TypeError. */
export const getJson = async <T>(path: string): Promise<T> =>
  answer<T>(await fetch(path, { headers: { accept: 'application/json' } }));

export const placeOrder = async (order: NewOrder, idempotencyKey: string) =>
  answer<PlacedOrder>(
    await fetch('/api/public/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(order),
    }),
  );

/** A websocket URL on the page's own host. */
export function socketUrl(path: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${path}`;
}
