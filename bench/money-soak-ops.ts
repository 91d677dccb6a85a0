/**
 * The operations of `npm run money-soak`: one staff client's share of the day, chosen by its own
 * seeded random stream. Every 2xx answer goes into the ledger; 4xx answers are counted by kind and
 * message (races are expected); a 5xx or a refused connection is a failure.
 */
import { taxCents, tipPercentCents } from '../src/shared/pricing';
import type { ApiClient, ApiResponse } from '../tests/helpers/http';
import {
  cents,
  dollars,
  type Drawer,
  type DrawerReport,
  type Ledger,
  type Location,
  type Method,
  type Sale,
  type SaleItem,
} from './money-soak-ledger';
import type { Random } from './money-soak-random';

export type Client = ApiClient & { userId: number; email: string };

export interface Catalogue {
  menuItems: { id: number; name: string; sodaId: number }[];
  cups: number[];
  sodas: number[];
  flavors: number[];
  discounts: number[];
  orderNames: number[];
  approvalThresholdCents: number;
}

export interface World {
  admin: Client;
  approval: { email: string; pin: string };
  locations: Location[];
  catalogue: Catalogue;
  ledger: Ledger;
}

export const KINDS = [
  'sale',
  'void',
  'refund_items',
  'refund_amount',
  'drawer_open',
  'paid_in',
  'paid_out',
  'drawer_close',
  'drawer_reopen',
  'bar_start',
  'bar_complete',
] as const;
export type Kind = (typeof KINDS)[number];

/** Outcome counts by kind, and every failure (5xx, refused connection, broken answer). */
export class Tally {
  readonly outcomes = new Map<Kind, Map<string, number>>();
  readonly failures: string[] = [];
  requests = 0;

  count(kind: Kind, outcome: string) {
    const byOutcome = this.outcomes.get(kind) ?? new Map<string, number>();
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
    this.outcomes.set(kind, byOutcome);
  }
}

/** '409 This drawer is closed.' for a 4xx answer, 'ok' for a 2xx. */
export function outcomeOf(res: ApiResponse): string {
  if (res.status < 300) return 'ok';
  const body = res.body as { message?: string } | string | null;
  const message =
    typeof body === 'object' && body !== null
      ? (body.message ?? JSON.stringify(body))
      : String(body);
  return `${res.status} ${message
    .replace(/\$\d+\.\d\d/g, '$x.xx')
    .replace(/\d+/g, 'N')
    .slice(0, 70)}`;
}

class Refused extends Error {}

/** One staff member at the counter, bar and drawer, with a seeded random stream. */
export class Till {
  /** The open cart at each location: its id and items as the add answers gave them. */
  private readonly carts = new Map<number, { id: number; items: SaleItem[] }>();

  constructor(
    private readonly world: World,
    private readonly client: Client,
    private readonly random: Random,
    private readonly tally: Tally,
    private readonly home: Location,
  ) {}

  private get ledger() {
    return this.world.ledger;
  }

  /** Sends a request; a 5xx or a refused connection is a failure and ends the operation. */
  private async send(
    who: ApiClient,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiResponse> {
    this.tally.requests++;
    let res: ApiResponse;
    try {
      res = await who.request(method, path, body);
    } catch (error) {
      this.tally.failures.push(`${method} ${path}: ${(error as Error).message}`);
      throw new Refused();
    }
    if (res.status >= 500) {
      this.tally.failures.push(
        `${method} ${path} ${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`,
      );
      throw new Refused();
    }
    return res;
  }

  /** One operation of a kind drawn by weight; a kind with nothing to act on rings up a sale. */
  async step(): Promise<void> {
    const r = this.random;
    const location = r.chance(0.8) ? this.home : r.pick(this.world.locations);
    const drawer = this.ledger.openDrawer(location.id);
    const kind = r.weighted<Kind>({
      sale: 40,
      void: 8,
      refund_items: 6,
      refund_amount: 6,
      drawer_open: drawer ? 1 : 8,
      paid_in: drawer ? 4 : 0,
      paid_out: drawer ? 4 : 0,
      drawer_close: drawer ? 5 : 0,
      drawer_reopen: drawer ? 0.3 : 2,
      bar_start: 8,
      bar_complete: 6,
    });
    try {
      const done = await this.run(kind, location, drawer);
      if (!done) this.tally.count('sale', await this.sale(location));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
    }
  }

  /** Runs `kind`; false when there was nothing to act on. */
  private async run(kind: Kind, location: Location, drawer: Drawer | undefined) {
    const outcome = await this.operation(kind, location, drawer);
    if (outcome === undefined) return false;
    this.tally.count(kind, outcome);
    return true;
  }

  private operation(kind: Kind, location: Location, drawer: Drawer | undefined) {
    switch (kind) {
      case 'sale':
        return this.sale(location);
      case 'void':
        return this.voidSale(location);
      case 'refund_items':
      case 'refund_amount':
        return this.refund(location, kind === 'refund_items');
      case 'drawer_open':
        return this.openDrawer(location);
      case 'paid_in':
      case 'paid_out':
        return drawer && this.movement(drawer, kind);
      case 'drawer_close':
        return drawer && this.closeDrawer(drawer);
      case 'drawer_reopen':
        return this.reopenDrawer(location);
      case 'bar_start':
      case 'bar_complete':
        return this.bar(location, kind === 'bar_complete');
    }
  }

  /** A random amount in cents from min to max, sent half the time as a decimal string. */
  private amount(min: number, max: number) {
    const value = this.random.int(min, max);
    return { value, wire: this.random.chance(0.5) ? dollars(value) : value / 100 };
  }

  private itemBody(location: Location): Record<string, unknown> {
    const r = this.random;
    const { catalogue } = this.world;
    const base = {
      cup: r.pick(catalogue.cups),
      order__location: location.id,
      low_sugar: r.chance(0.2),
      note: '',
      flat_or_sparkling: r.pick(['flat', 'sparkling']),
    };
    const shape = r.weighted({ plain: 6, customized: 1.5, custom: 2.5 });
    const flavors = () => r.some(catalogue.flavors, r.int(shape === 'custom' ? 0 : 1, 3));
    if (shape === 'custom')
      return {
        ...base,
        custom_order__soda: r.pick(catalogue.sodas),
        custom_order_flavors: flavors(),
      };
    const item = r.pick(catalogue.menuItems);
    return shape === 'plain'
      ? { ...base, menu_item: item.id }
      : { ...base, menu_item: item.id, custom_order_flavors: flavors() };
  }

  /**
   * Rings up 1 to 4 drinks and pays: the paid amount from the server's own figures (the item
   * prices it answered, the discounted prices it lists for the cart, the location's tax by the
   * shared pricing module), any tender. The answer is checked against them and recorded.
   */
  private async sale(location: Location): Promise<string> {
    const r = this.random;
    const { catalogue, approval } = this.world;
    const cart = this.carts.get(location.id) ?? { id: 0, items: [] };
    this.carts.set(location.id, cart);
    for (let n = r.int(1, 4); n > 0; n--) {
      const body = this.itemBody(location);
      const res = await this.send(this.client, 'POST', '/api/order-items', body);
      if (res.status !== 201) return `add item ${outcomeOf(res)}`;
      const item = res.body as {
        id: number;
        order__id: number;
        price: number;
        menu_item: number | null;
        cup: number;
        custom_order__soda: number | null;
      };
      if (item.order__id !== cart.id) {
        if (cart.items.length) this.ledger.problem(`cart ${cart.id} became ${item.order__id}`);
        cart.id = item.order__id;
        cart.items = [];
      }
      const menuItem = catalogue.menuItems.find((m) => m.id === item.menu_item);
      cart.items.push({
        id: item.id,
        menuItem: item.menu_item,
        menuItemName: menuItem?.name ?? null,
        sodaId: item.custom_order__soda ?? menuItem?.sodaId ?? 0,
        cupId: item.cup,
        priceCents: cents(item.price),
      });
    }
    const discount = r.chance(0.3) ? r.pick(catalogue.discounts) : null;
    const subtotal = cart.items.reduce((sum, item) => sum + item.priceCents, 0);
    let discounted = subtotal;
    if (discount !== null) {
      // The cart's prices with the discount, as the server lists them for the checkout screen.
      const listed = await this.send(
        this.client,
        'GET',
        `/api/order-items?order=${cart.id}&discount=${discount}`,
      );
      if (listed.status !== 200) return `list cart ${outcomeOf(listed)}`;
      const prices = listed.body as { id: number; price: number }[];
      const ids = (list: { id: number }[]) => list.map((i) => i.id).sort((a, b) => a - b);
      if (JSON.stringify(ids(prices)) !== JSON.stringify(ids(cart.items)))
        this.ledger.problem(`cart ${cart.id} lists items ${ids(prices)}, added ${ids(cart.items)}`);
      discounted = prices.reduce((sum, item) => sum + cents(item.price), 0);
    }
    const rate = Math.round(location.taxRate * 1000);
    const tax = taxCents(discounted, rate, location.pricesIncludeTax);
    const tip = !r.chance(0.35)
      ? 0
      : r.chance(0.5)
        ? tipPercentCents(discounted, r.pick([10, 15, 20]))
        : r.int(1, 500);
    const total = discounted + (location.pricesIncludeTax ? 0 : tax) + tip;
    const method = r.weighted<Method>({ cash: 5, card: 3.5, other: 1.5 });
    const note = r.pick([500, 1000, 2000, 5000]);
    const tendered =
      method !== 'cash' ? undefined : r.chance(0.6) ? Math.ceil(total / note) * note : total;
    const needsApproval = subtotal - discounted > catalogue.approvalThresholdCents;
    const body: Record<string, unknown> = {
      is_paid: true,
      order_name: r.pick(catalogue.orderNames),
      discount,
      paid_amount: r.chance(0.5) ? dollars(total) : total / 100,
      payment_method: method,
      ...(tip || r.chance(0.5) ? { tip: dollars(tip) } : {}),
      ...(tendered !== undefined && r.chance(0.7) ? { cash_tendered: tendered / 100 } : {}),
    };
    const path = `/api/orders/${cart.id}/complete-order-payment`;
    let res: ApiResponse;
    let refused = '';
    if (needsApproval && r.chance(0.1)) {
      // Without the approval first: a 403 asking for it, then again with it.
      res = await this.send(this.client, 'PATCH', path, body);
      refused = `${outcomeOf(res)}, then `;
      if (res.status !== 403)
        this.ledger.problem(`checkout ${cart.id} without approval: ${res.status}`);
    }
    const sentAt = Date.now();
    res = await this.send(this.client, 'PATCH', path, {
      ...body,
      ...(needsApproval ? { approval } : {}),
    });
    if (res.status !== 200) {
      this.ledger.problem(
        `checkout of cart ${cart.id} ${JSON.stringify(body)} refused: ${res.status} ${JSON.stringify(res.body)}`,
      );
      return refused + outcomeOf(res);
    }
    const answer = res.body as Record<string, number | string | null>;
    const paidTendered =
      method === 'cash' ? (body.cash_tendered !== undefined ? tendered! : total) : null;
    const expected = {
      subtotal: subtotal / 100,
      discount_amount: (subtotal - discounted) / 100,
      tax: tax / 100,
      tip: tip / 100,
      total: total / 100,
      paid_amount: total / 100,
      payment_method: method,
      cash_tendered: paidTendered === null ? null : paidTendered / 100,
      change_due: paidTendered === null ? null : (paidTendered - total) / 100,
      discount,
      location: location.id,
      collected_by: this.client.userId,
    };
    for (const [field, value] of Object.entries(expected)) {
      if (answer[field] !== value)
        this.ledger.problem(`checkout ${cart.id}: ${field} ${answer[field]}, expected ${value}`);
    }
    const sale: Sale = {
      id: cart.id,
      location: location.id,
      cashier: this.client.userId,
      discountId: discount,
      items: cart.items,
      subtotal: cents(Number(answer.subtotal)),
      discount: cents(Number(answer.discount_amount)),
      tax: cents(Number(answer.tax)),
      tip: cents(Number(answer.tip)),
      total: cents(Number(answer.total)),
      method: answer.payment_method as Method,
      tendered: answer.cash_tendered === null ? null : cents(Number(answer.cash_tendered)),
      change: answer.change_due === null ? null : cents(Number(answer.change_due)),
      drawer: answer.drawer as number | null,
      sentAt,
      started: false,
      completed: false,
      refunds: [],
    };
    this.ledger.sales.set(sale.id, sale);
    this.carts.delete(location.id);
    return refused + 'ok';
  }

  /** Staff need the admin's approval; an admin approves their own (and now and then one goes without). */
  private approver(): { who: Client; approval: object; expectRefusal: boolean } {
    if (this.random.chance(0.15))
      return { who: this.world.admin, approval: {}, expectRefusal: false };
    if (this.random.chance(0.04)) return { who: this.client, approval: {}, expectRefusal: true };
    return { who: this.client, approval: { approval: this.world.approval }, expectRefusal: false };
  }

  /** Recent sales at the location matching `when`. */
  private candidates(location: Location, when: (sale: Sale) => boolean): Sale[] {
    return [...this.ledger.sales.values()]
      .filter((s) => s.location === location.id && when(s))
      .slice(-25);
  }

  private async voidSale(location: Location): Promise<string | undefined> {
    const list = this.candidates(location, (s) => !s.void && !s.started && !s.refunds.length);
    if (!list.length) return undefined;
    const sale = this.random.pick(list);
    const { who, approval, expectRefusal } = this.approver();
    const sentAt = Date.now();
    const res = await this.send(who, 'POST', `/api/orders/${sale.id}/void`, {
      reason: 'Soak void',
      ...approval,
    });
    if (res.status !== 200) return outcomeOf(res);
    if (expectRefusal) this.ledger.problem(`void of ${sale.id} without approval was accepted`);
    const record = await this.send(who, 'GET', `/api/orders/${sale.id}`);
    const body = record.body as { voided_at: string; void_drawer?: number | null };
    sale.void = { at: body.voided_at, drawer: body.void_drawer, sentAt };
    return 'ok';
  }

  private async refund(location: Location, byItems: boolean): Promise<string | undefined> {
    const r = this.random;
    const list = this.candidates(location, (s) => {
      if (s.void || this.ledger.refundedCents(s) >= s.total) return false;
      const refunded = new Set(s.refunds.flatMap((x) => x.items));
      return !byItems || s.items.some((i) => !refunded.has(i.id));
    });
    if (!list.length) return undefined;
    const sale = r.pick(list);
    const body: Record<string, unknown> = { reason: 'Soak refund' };
    if (byItems) {
      const refunded = new Set(sale.refunds.flatMap((x) => x.items));
      const left = sale.items.filter((i) => !refunded.has(i.id));
      body.items = r.some(left, r.int(1, left.length)).map((i) => i.id);
    } else {
      const remaining = sale.total - this.ledger.refundedCents(sale);
      // Now and then more than is left: a 400 naming what remains.
      body.amount = r.chance(0.1)
        ? this.amount(remaining + 1, remaining + 300).wire
        : this.amount(1, remaining).wire;
    }
    const method = r.weighted({ cash: 4, card: 4, same: 2 });
    if (method !== 'same') body.method = method;
    const { who, approval, expectRefusal } = this.approver();
    const sentAt = Date.now();
    const res = await this.send(who, 'POST', `/api/orders/${sale.id}/refunds`, {
      ...body,
      ...approval,
    });
    if (res.status !== 201) return outcomeOf(res);
    if (expectRefusal) this.ledger.problem(`refund of ${sale.id} without approval was accepted`);
    const answer = res.body as { id: number; amount: number; tax: number; method: Method };
    const wanted = method === 'same' ? sale.method : method;
    if (answer.method !== wanted)
      this.ledger.problem(
        `refund ${answer.id} of ${sale.id}: method ${answer.method}, asked ${wanted}`,
      );
    if (body.amount !== undefined && cents(answer.amount) !== cents(Number(body.amount)))
      this.ledger.problem(`refund ${answer.id}: amount ${answer.amount}, asked ${body.amount}`);
    const record = await this.send(who, 'GET', `/api/orders/${sale.id}`);
    const entry = (
      record.body as { refunds: { id: number; created_at: string; drawer?: number | null }[] }
    ).refunds.find((x) => x.id === answer.id);
    sale.refunds.push({
      id: answer.id,
      order: sale.id,
      amount: cents(answer.amount),
      tax: cents(answer.tax),
      method: answer.method,
      drawer: entry?.drawer,
      at: entry?.created_at ?? '',
      sentAt,
      items: (body.items as number[] | undefined) ?? [],
    });
    return 'ok';
  }

  private async openDrawer(location: Location): Promise<string> {
    const float = this.amount(5000, 20000);
    const res = await this.send(this.client, 'POST', '/api/drawers', {
      location: location.id,
      opening_float: float.wire,
    });
    if (res.status !== 201) return outcomeOf(res);
    const report = res.body as DrawerReport;
    if (cents(report.opening_float) !== float.value)
      this.ledger.problem(`drawer ${report.id} float ${report.opening_float}, sent ${float.wire}`);
    this.ledger.drawers.set(report.id, {
      id: report.id,
      location: location.id,
      openingFloat: cents(report.opening_float),
      openedAt: report.opened_at,
      openAckedAt: Date.now(),
      closes: [],
      reopens: 0,
    });
    return 'ok';
  }

  private async movement(drawer: Drawer, kind: 'paid_in' | 'paid_out'): Promise<string> {
    const amount = this.amount(1, 4000);
    const res = await this.send(this.client, 'POST', `/api/drawers/${drawer.id}/movements`, {
      kind,
      amount: amount.wire,
      reason: kind === 'paid_in' ? 'More change' : 'Supplies',
    });
    if (res.status !== 201) return outcomeOf(res);
    this.ledger.movements.push({ drawer: drawer.id, kind, amount: amount.value });
    return 'ok';
  }

  /** Counts the drawer (the report's expected cash, now and then over or short) and closes it. */
  private async closeDrawer(drawer: Drawer): Promise<string> {
    const r = this.random;
    const now = await this.send(this.client, 'GET', `/api/drawers/${drawer.id}`);
    if (now.status !== 200) return `read ${outcomeOf(now)}`;
    const expected = cents((now.body as DrawerReport).expected_cash);
    const counted = Math.max(0, expected + (r.chance(0.5) ? 0 : r.int(-500, 500)));
    const res = await this.send(this.client, 'POST', `/api/drawers/${drawer.id}/close`, {
      counted_cash: r.chance(0.5) ? dollars(counted) : counted / 100,
      note: 'Soak close',
    });
    if (res.status !== 200) return outcomeOf(res);
    const report = res.body as DrawerReport;
    if (report.counted_cash === null || cents(report.counted_cash) !== counted)
      this.ledger.problem(
        `close of drawer ${drawer.id}: counted ${report.counted_cash}, sent ${counted}`,
      );
    drawer.closes.push({ closedAt: report.closed_at ?? '', counted, report });
    return 'ok';
  }

  /** An admin reopens the location's last closed drawer (a 409 when another one is open). */
  private async reopenDrawer(location: Location): Promise<string | undefined> {
    const closed = [...this.ledger.drawers.values()].filter(
      (d) => d.location === location.id && d.closes.length > d.reopens,
    );
    if (!closed.length) return undefined;
    const drawer = this.random.chance(0.8) ? closed.at(-1)! : this.random.pick(closed);
    const res = await this.send(this.world.admin, 'POST', `/api/drawers/${drawer.id}/reopen`);
    if (res.status !== 200) return outcomeOf(res);
    drawer.reopens++;
    return 'ok';
  }

  /** Starts a queued order, or completes one (started or not), at the bar. */
  private async bar(location: Location, complete: boolean): Promise<string | undefined> {
    const open = this.candidates(location, (s) => !s.void && !s.completed);
    const started = open.filter((s) => s.started);
    const list = !complete
      ? open.filter((s) => !s.started)
      : started.length && this.random.chance(0.7)
        ? started
        : open;
    if (!list.length) return undefined;
    const sale = this.random.pick(list);
    const res = await this.send(this.client, 'PATCH', `/api/orders/${sale.id}/update-in-progress`, {
      is_in_progress: !complete,
      is_complete: complete,
    });
    if (res.status !== 200) return outcomeOf(res);
    sale.started = true;
    if (complete) sale.completed = true;
    return 'ok';
  }
}
