/**
 * The ledger of `npm run money-soak`: what the server acknowledged (2xx answers only), in cents,
 * and the figures every report should show for it. Nothing here prices anything: the sums are of
 * the server's own answers.
 */

export type Method = 'cash' | 'card' | 'other';

/** Dollars on the wire to integer cents. */
export const cents = (dollars: number) => Math.round(dollars * 100);
/** Integer cents to dollars for a message. */
export const dollars = (value: number) => (value / 100).toFixed(2);

export interface SaleItem {
  id: number;
  menuItem: number | null;
  /** The name the drink was rung up with (the menu item's), null for a custom drink. */
  menuItemName: string | null;
  sodaId: number;
  cupId: number;
  priceCents: number;
}

export interface Refund {
  id: number;
  order: number;
  amount: number;
  tax: number;
  method: Method;
  /** The drawer it was taken from (GET /api/orders/{id}); undefined when the server does not say. */
  drawer: number | null | undefined;
  at: string;
  /** When the harness sent it (its own clock): what it may have waited for. */
  sentAt: number;
  items: number[];
}

export interface Sale {
  id: number;
  location: number;
  cashier: number;
  discountId: number | null;
  items: SaleItem[];
  subtotal: number;
  discount: number;
  tax: number;
  tip: number;
  total: number;
  method: Method;
  tendered: number | null;
  change: number | null;
  drawer: number | null;
  /** From the history at the end (the checkout answer has no time). */
  paidAt?: string;
  /** When the harness sent the checkout (its own clock). */
  sentAt: number;
  started: boolean;
  completed: boolean;
  void?: { at: string; drawer: number | null | undefined; sentAt: number };
  refunds: Refund[];
}

export interface Movement {
  drawer: number;
  kind: 'paid_in' | 'paid_out';
  amount: number;
}

/** A drawer report as the API sends it (the fields the soak reads). */
export interface DrawerReport {
  id: number;
  location: number;
  status: 'open' | 'closed';
  opened_at: string;
  closed_at: string | null;
  opening_float: number;
  orders: number;
  gross_sales: number;
  discounts: number;
  net_sales: number;
  tax: number;
  tips: number;
  payment_methods: Record<Method, number>;
  paid_in: number;
  paid_out: number;
  cash_refunds: number;
  cash_voids?: number;
  voids_from_other_drawers?: {
    order: number;
    label?: string;
    total: number;
    payment_method: Method;
    paid_drawer: number | null;
  }[];
  expected_cash: number;
  counted_cash: number | null;
  over_short: number | null;
  [key: string]: unknown;
}

export interface Close {
  closedAt: string;
  counted: number;
  /** The close's own answer: the report as it was closed. */
  report: DrawerReport;
}

export interface Drawer {
  id: number;
  location: number;
  openingFloat: number;
  openedAt: string;
  /** When its open was acknowledged (the harness's clock). */
  openAckedAt: number;
  closes: Close[];
  reopens: number;
}

export interface Location {
  id: number;
  name: string;
  timeZone: string;
  taxRate: number;
  pricesIncludeTax: boolean;
}

export class Ledger {
  readonly sales = new Map<number, Sale>();
  readonly drawers = new Map<number, Drawer>();
  readonly movements: Movement[] = [];
  /** Mismatches found while the day runs (an answer that contradicts the request or the ledger). */
  readonly problems: string[] = [];

  problem(text: string) {
    this.problems.push(text);
  }

  refunds(): Refund[] {
    return [...this.sales.values()].flatMap((sale) => sale.refunds);
  }

  refundedCents(sale: Sale) {
    return sale.refunds.reduce((sum, r) => sum + r.amount, 0);
  }

  /** The drawer the ledger believes open at the location (the last acknowledged open or reopen). */
  openDrawer(location: number): Drawer | undefined {
    return [...this.drawers.values()].find(
      (d) => d.location === location && d.closes.length === d.reopens,
    );
  }

  /** The status the history should show: voided, refunded, partially_refunded or paid. */
  status(sale: Sale) {
    if (sale.void) return 'voided';
    const refunded = this.refundedCents(sale);
    if (refunded > 0 && refunded >= sale.total) return 'refunded';
    return refunded > 0 ? 'partially_refunded' : 'paid';
  }

  /** Whether a void of this sale takes it out of its own drawer's sales (voided in that drawer). */
  voidedInItsDrawer(sale: Sale) {
    return (
      sale.void !== undefined &&
      (sale.void.drawer === undefined || sale.void.drawer === sale.drawer)
    );
  }

  /**
   * The figures a drawer's report should show: its sales (those voided while it was open leave
   * it), movements, cash refunds taken from it, and cash voids of other drawers' sales made while
   * it was open; expected cash = float + cash sales + paid in - paid out - cash refunds - cash voids.
   */
  drawerFigures(drawer: Drawer) {
    const sales = [...this.sales.values()].filter(
      (s) => s.drawer === drawer.id && !this.voidedInItsDrawer(s),
    );
    const sum = (pick: (s: Sale) => number, list = sales) =>
      list.reduce((total, s) => total + pick(s), 0);
    const byMethod = (method: Method) => sum((s) => (s.method === method ? s.total : 0));
    const moved = (kind: Movement['kind']) =>
      this.movements
        .filter((m) => m.drawer === drawer.id && m.kind === kind)
        .reduce((total, m) => total + m.amount, 0);
    const cashRefunds = this.refunds()
      .filter((r) => r.drawer === drawer.id && r.method === 'cash')
      .reduce((total, r) => total + r.amount, 0);
    const otherVoids = [...this.sales.values()].filter(
      (s) => s.void?.drawer === drawer.id && s.drawer !== drawer.id,
    );
    const cashVoids = sum((s) => (s.method === 'cash' ? s.total : 0), otherVoids);
    const last = drawer.closes.length > drawer.reopens ? drawer.closes.at(-1) : undefined;
    const expected =
      drawer.openingFloat +
      byMethod('cash') +
      moved('paid_in') -
      moved('paid_out') -
      cashRefunds -
      cashVoids;
    return {
      status: last ? 'closed' : 'open',
      opening_float: drawer.openingFloat,
      orders: sales.length,
      gross_sales: sum((s) => s.subtotal),
      discounts: sum((s) => s.discount),
      net_sales: sum((s) => s.subtotal - s.discount),
      tax: sum((s) => s.tax),
      tips: sum((s) => s.tip),
      cash: byMethod('cash'),
      card: byMethod('card'),
      other: byMethod('other'),
      paid_in: moved('paid_in'),
      paid_out: moved('paid_out'),
      cash_refunds: cashRefunds,
      cash_voids: cashVoids,
      voids_from_other_drawers: otherVoids.map((s) => s.id).sort((a, b) => a - b),
      expected_cash: expected,
      counted_cash: last ? last.counted : null,
      over_short: last ? last.counted - expected : null,
    };
  }
}
