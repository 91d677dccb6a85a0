/**
 * The checks of `npm run money-soak` after the day: the sales report in every grouping, the order
 * history, every drawer report (and that no closed drawer's report changed after its close), and
 * the cash taken outside a drawer, each against the ledger, to the cent. Returns the differences.
 */
import type { ApiClient } from '../tests/helpers/http';
import { zeroFigures as zero, type SalesFigures as Figures } from '../tests/helpers/report-figures';
import {
  cents,
  dollars,
  type Drawer,
  type DrawerReport,
  type Ledger,
  type Location,
  type Sale,
} from './money-soak-ledger';

const ORDER_GROUPS = [
  'day',
  'hour',
  'weekday',
  'location',
  'cashier',
  'discount',
  'payment_method',
];
const ITEM_GROUPS = ['item', 'soda', 'cup', 'flavor'];
const MONEY = ['gross', 'discounts', 'refunds', 'net', 'tax', 'tips'] as const;

interface ReportRow extends Figures {
  key: string;
  label: string;
}

/** The local day, hour and ISO weekday of an instant in a time zone. */
function localTime(at: string, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: parts.hour,
    weekday: String(weekday),
  };
}

export class Verifier {
  readonly problems: string[] = [];
  /** Fields the server's answers lack (the API of issue 26 not there yet), with how often. */
  readonly missing = new Map<string, number>();
  private readonly locations: Map<number, Location>;

  constructor(
    private readonly admin: ApiClient,
    private readonly ledger: Ledger,
    locations: Location[],
    private readonly range: { from: string; to: string },
  ) {
    this.locations = new Map(locations.map((l) => [l.id, l]));
  }

  private problem(text: string) {
    this.problems.push(text);
  }

  private lacks(field: string) {
    this.missing.set(field, (this.missing.get(field) ?? 0) + 1);
  }

  private async get<T>(path: string): Promise<T> {
    const res = await this.admin.get<T>(path);
    if (res.status !== 200)
      throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async run() {
    await this.history();
    this.drawersGiven();
    await this.salesReports();
    await this.drawers();
    for (const location of this.locations.values()) await this.cashOutside(location);
    this.strandedCash();
  }

  /** (b) Every acknowledged paid order, with its total, tender and status; nothing else paid. */
  private async history() {
    const seen = new Map<
      number,
      { total: number; status: string; payment_method: string; paid_at: string; location: number }
    >();
    for (let page = 1; ; page++) {
      const body = await this.get<{
        count: number;
        results: {
          id: number;
          total: number;
          status: string;
          payment_method: string;
          paid_at: string;
          location: number;
        }[];
      }>(`/api/orders?from=${this.range.from}&to=${this.range.to}&page_size=100&page=${page}`);
      for (const entry of body.results) seen.set(entry.id, entry);
      if (page * 100 >= body.count) break;
    }
    for (const sale of this.ledger.sales.values()) {
      const entry = seen.get(sale.id);
      if (!entry) {
        this.problem(`history: paid order ${sale.id} is missing`);
        continue;
      }
      sale.paidAt = entry.paid_at;
      const expected = {
        total: dollars(sale.total),
        status: this.ledger.status(sale),
        payment_method: sale.method,
        location: sale.location,
      };
      const got = { ...entry, total: dollars(cents(entry.total)) };
      for (const [field, value] of Object.entries(expected)) {
        const actual = got[field as keyof typeof got];
        if (actual !== value)
          this.problem(`history: order ${sale.id} ${field} ${actual}, ledger ${value}`);
      }
    }
    for (const id of seen.keys()) {
      if (!this.ledger.sales.has(id))
        this.problem(`history: order ${id} is paid but no checkout of it was acknowledged`);
    }
  }

  /** Refunds and voids whose drawer the order record did not give. */
  private drawersGiven() {
    for (const refund of this.ledger.refunds())
      if (refund.drawer === undefined) this.lacks('refunds[].drawer in GET /api/orders/{id}');
    for (const sale of this.ledger.sales.values())
      if (sale.void && sale.void.drawer === undefined)
        this.lacks('void_drawer in GET /api/orders/{id}');
  }

  /** The ledger's rows of an order grouping: each sale on its paid time, each refund on its own. */
  private orderRows(group: string): Map<string, Figures> {
    const rows = new Map<string, Figures>();
    const add = (sale: Sale, at: string, figures: Partial<Figures>) => {
      const location = this.locations.get(sale.location)!;
      const time = localTime(at, location.timeZone);
      const key =
        group === 'day' || group === 'hour' || group === 'weekday'
          ? time[group]
          : group === 'location'
            ? String(sale.location)
            : group === 'cashier'
              ? String(sale.cashier)
              : group === 'discount'
                ? String(sale.discountId ?? 'none')
                : sale.method;
      const row = rows.get(key) ?? zero();
      for (const [field, value] of Object.entries(figures)) row[field as keyof Figures] += value;
      rows.set(key, row);
    };
    for (const sale of this.ledger.sales.values()) {
      if (sale.void || !sale.paidAt) continue;
      add(sale, sale.paidAt, {
        orders: 1,
        items: sale.items.length,
        gross: sale.subtotal,
        discounts: sale.discount,
        tax: sale.tax,
        tips: sale.tip,
        net: sale.subtotal - sale.discount,
      });
      for (const refund of sale.refunds) {
        add(sale, refund.at, {
          refunds: refund.amount - refund.tax,
          tax: -refund.tax,
          net: -(refund.amount - refund.tax),
        });
      }
    }
    return rows;
  }

  /** The ledger's drinks per key of an item grouping: gross, drinks and orders. */
  private itemRows(group: string): Map<string, Figures> {
    const rows = new Map<string, Figures & { orderIds: Set<number> }>();
    for (const sale of this.ledger.sales.values()) {
      if (sale.void) continue;
      for (const item of sale.items) {
        const key =
          group === 'item'
            ? (item.menuItemName ?? 'Custom drink')
            : String(group === 'soda' ? item.sodaId : item.cupId);
        const row = rows.get(key) ?? { ...zero(), orderIds: new Set<number>() };
        row.items++;
        row.gross += item.priceCents;
        row.orderIds.add(sale.id);
        row.orders = row.orderIds.size;
        rows.set(key, row);
      }
    }
    return rows;
  }

  /** The ledger's totals: what every grouping's totals must come to. */
  private totals(): Figures {
    const total = zero();
    for (const sale of this.ledger.sales.values()) {
      if (sale.void) continue;
      total.orders++;
      total.items += sale.items.length;
      total.gross += sale.subtotal;
      total.discounts += sale.discount;
      total.tax += sale.tax;
      total.tips += sale.tip;
      for (const refund of sale.refunds) {
        total.refunds += refund.amount - refund.tax;
        total.tax -= refund.tax;
      }
    }
    total.net = total.gross - total.discounts - total.refunds;
    return total;
  }

  private compare(where: string, got: Figures, want: Figures, fields: readonly (keyof Figures)[]) {
    const diffs = fields
      .filter((f) =>
        (MONEY as readonly string[]).includes(f) ? cents(got[f]) !== want[f] : got[f] !== want[f],
      )
      .map((f) => {
        const money = (MONEY as readonly string[]).includes(f);
        return `${f} ${money ? dollars(cents(got[f])) : got[f]} != ${money ? dollars(want[f]) : want[f]}`;
      });
    if (diffs.length) this.problem(`${where}: ${diffs.join(', ')}`);
  }

  /** (a) Every grouping's totals, and its rows where the ledger can tell them apart. */
  private async salesReports() {
    const totals = this.totals();
    for (const group of [...ORDER_GROUPS, ...ITEM_GROUPS]) {
      const report = await this.get<{ rows: ReportRow[]; totals: Figures }>(
        `/api/reports/sales?from=${this.range.from}&to=${this.range.to}&group_by=${group}`,
      );
      const byItem = ITEM_GROUPS.includes(group);
      // Item rows overlap in orders (an order with two kinds counts in both): only flavor's
      // totals row counts orders once.
      const fields: (keyof Figures)[] = [
        ...(byItem && group !== 'flavor' ? [] : (['orders'] as const)),
        'items',
        ...MONEY,
      ];
      this.compare(`report by ${group}, totals`, report.totals, totals, fields);
      if (group === 'flavor') continue;
      const want = byItem ? this.itemRows(group) : this.orderRows(group);
      const rowFields: (keyof Figures)[] = byItem
        ? ['orders', 'items', 'gross']
        : ['orders', 'items', ...MONEY];
      for (const row of report.rows) {
        const expected = want.get(row.key);
        if (!expected)
          this.problem(`report by ${group}: row ${row.key} (${row.label}) is not in the ledger`);
        else this.compare(`report by ${group}, row ${row.key}`, row, expected, rowFields);
      }
      for (const key of want.keys()) {
        if (!report.rows.some((row) => row.key === key))
          this.problem(`report by ${group}: no row ${key}`);
      }
    }
  }

  /** (c) and (d): each drawer's report against the ledger, and against its last close's answer. */
  private async drawers() {
    for (const drawer of this.ledger.drawers.values()) {
      const report = await this.get<DrawerReport>(`/api/drawers/${drawer.id}`);
      this.drawerAgainstLedger(drawer, report);
      this.drawerAgainstClose(drawer, report);
    }
    for (const location of this.locations.values()) {
      const list = await this.get<{ count: number; results: { id: number }[] }>(
        `/api/drawers?location=${location.id}`,
      );
      for (const { id } of list.results)
        if (!this.ledger.drawers.has(id))
          this.problem(`drawer ${id} was opened but no open was acknowledged`);
    }
  }

  private drawerAgainstLedger(drawer: Drawer, report: DrawerReport) {
    const want = this.ledger.drawerFigures(drawer);
    if (drawer.closes.length - drawer.reopens > 1 || drawer.closes.length < drawer.reopens)
      this.problem(
        `drawer ${drawer.id}: ${drawer.closes.length} closes and ${drawer.reopens} reopens acknowledged`,
      );
    const money = (value: number | null | undefined) =>
      value === null || value === undefined ? value : dollars(cents(value));
    const got: Record<string, unknown> = {
      status: report.status,
      opening_float: money(report.opening_float),
      orders: report.orders,
      gross_sales: money(report.gross_sales),
      discounts: money(report.discounts),
      net_sales: money(report.net_sales),
      tax: money(report.tax),
      tips: money(report.tips),
      cash: money(report.payment_methods.cash),
      card: money(report.payment_methods.card),
      other: money(report.payment_methods.other),
      paid_in: money(report.paid_in),
      paid_out: money(report.paid_out),
      cash_refunds: money(report.cash_refunds),
      cash_voids: money(report.cash_voids),
      voids_from_other_drawers: report.voids_from_other_drawers
        ?.map((v) => v.order)
        .sort((a, b) => a - b)
        .join(','),
      expected_cash: money(report.expected_cash),
      counted_cash: money(report.counted_cash),
      over_short: money(report.over_short),
    };
    const expected: Record<string, unknown> = {
      ...want,
      voids_from_other_drawers: want.voids_from_other_drawers.join(','),
    };
    const diffs: string[] = [];
    for (const [field, value] of Object.entries(expected)) {
      const wanted = typeof value === 'number' && field !== 'orders' ? dollars(value) : value;
      if (got[field] === undefined) {
        this.lacks(`${field} in GET /api/drawers/{id}`);
        continue;
      }
      if (got[field] !== wanted) diffs.push(`${field} ${got[field]} != ${wanted}`);
    }
    for (const entry of report.voids_from_other_drawers ?? []) {
      const sale = this.ledger.sales.get(entry.order);
      if (!sale) continue;
      if (
        cents(entry.total) !== sale.total ||
        entry.payment_method !== sale.method ||
        entry.paid_drawer !== sale.drawer
      )
        diffs.push(
          `void of order ${entry.order} listed as ${JSON.stringify(entry)}, ledger total ${dollars(sale.total)} ${sale.method} drawer ${sale.drawer}`,
        );
    }
    if (diffs.length)
      this.problem(`drawer ${drawer.id} (location ${drawer.location}): ${diffs.join('; ')}`);
  }

  /** (d) A drawer closed at the end shows exactly what its last close answered. */
  private drawerAgainstClose(drawer: Drawer, report: DrawerReport) {
    if (drawer.closes.length <= drawer.reopens) return;
    const last = [...drawer.closes].sort((a, b) => a.closedAt.localeCompare(b.closedAt)).at(-1)!;
    const diffs = diffObjects(last.report, report);
    if (diffs.length)
      this.problem(
        `drawer ${drawer.id} changed after its close at ${last.closedAt}: ${diffs.join('; ')}`,
      );
  }

  /** The last close at the location: cash outside a drawer counts from it. */
  private lastClose(location: Location): string | undefined {
    const closes = [...this.ledger.drawers.values()]
      .filter((d) => d.location === location.id && d.closes.length > d.reopens)
      .flatMap((d) => d.closes.map((c) => c.closedAt));
    return closes.sort().at(-1);
  }

  /**
   * (iii) Cash outside a drawer since the location's last close: cash sales paid with no drawer
   * open, less cash sales voided and cash refunded with no drawer open.
   */
  private async cashOutside(location: Location) {
    const list = await this.get<{
      cash_outside_drawer: {
        orders: number;
        total: number;
        sales?: number;
        voids?: number;
        refunds?: number;
      };
    }>(`/api/drawers?location=${location.id}`);
    const got = list.cash_outside_drawer;
    const since = this.lastClose(location) ?? '';
    const after = (at: string | undefined) => at !== undefined && at > since;
    const ties = [...this.ledger.sales.values()].some(
      (s) => s.paidAt === since || s.void?.at === since || s.refunds.some((r) => r.at === since),
    );
    const here = [...this.ledger.sales.values()].filter((s) => s.location === location.id);
    const cashSales = here.filter(
      (s) => s.method === 'cash' && s.drawer === null && after(s.paidAt),
    );
    const sales = cashSales.reduce((sum, s) => sum + s.total, 0);
    const voids = here
      .filter((s) => s.method === 'cash' && s.void && s.void.drawer === null && after(s.void.at))
      .reduce((sum, s) => sum + s.total, 0);
    const refunds = here
      .flatMap((s) => s.refunds)
      .filter((r) => r.method === 'cash' && r.drawer === null && after(r.at))
      .reduce((sum, r) => sum + r.amount, 0);
    const where = `cash outside a drawer at location ${location.id} since ${since || 'ever'}${ties ? ' (a time equals the close to the millisecond)' : ''}`;
    if (got.sales === undefined) {
      this.lacks('sales/voids/refunds in cash_outside_drawer');
      return;
    }
    // Orders: the cash sales paid outside a drawer, less those voided outside one too.
    const orders = cashSales.filter((sale) => !(sale.void && sale.void.drawer === null)).length;
    const want = {
      orders,
      sales,
      voids,
      refunds,
      total: sales - voids - refunds,
    };
    const diffs = Object.entries(want)
      .filter(([field, value]) => {
        const actual = got[field as keyof typeof got]!;
        return field === 'orders' ? actual !== value : cents(actual) !== value;
      })
      .map(([field, value]) => {
        const actual = got[field as keyof typeof got]!;
        return field === 'orders'
          ? `${field} ${actual} != ${value}`
          : `${field} ${dollars(cents(actual))} != ${dollars(value)}`;
      });
    if (diffs.length) this.problem(`${where}: ${diffs.join(', ')}`);
  }

  /**
   * Cash that no report shows: a cash sale, void or refund that went into no drawer although it
   * began after a drawer's open was acknowledged and is stamped before that drawer's first close.
   * It found no open drawer, so it came after the close (it waited for it), yet its time is before
   * the close, so the cash outside a drawer "since the last close" leaves it out as well.
   */
  private strandedCash() {
    for (const drawer of this.ledger.drawers.values()) {
      const firstClose = [...drawer.closes].sort((a, b) => a.closedAt.localeCompare(b.closedAt))[0];
      if (!firstClose) continue;
      const lost = (at: string | undefined, sentAt: number) =>
        sentAt > drawer.openAckedAt && at !== undefined && at < firstClose.closedAt;
      const where = `drawer ${drawer.id} (location ${drawer.location}) closed at ${firstClose.closedAt}`;
      for (const sale of this.ledger.sales.values()) {
        if (sale.location !== drawer.location || sale.method !== 'cash') continue;
        if (sale.drawer === null && lost(sale.paidAt, sale.sentAt))
          this.problem(
            `lost cash: sale ${sale.id} (${dollars(sale.total)}) went into no drawer, paid at ${sale.paidAt} while ${where} was open: in no drawer report and not in cash outside a drawer`,
          );
        if (sale.void?.drawer === null && lost(sale.void.at, sale.void.sentAt))
          this.problem(
            `lost cash: void of cash sale ${sale.id} (${dollars(sale.total)}) went into no drawer, voided at ${sale.void.at} while ${where} was open: in no drawer report and not in cash outside a drawer`,
          );
        for (const refund of sale.refunds)
          if (refund.method === 'cash' && refund.drawer === null && lost(refund.at, refund.sentAt))
            this.problem(
              `lost cash: cash refund ${refund.id} (${dollars(refund.amount)}) of order ${sale.id} went into no drawer, made at ${refund.at} while ${where} was open: in no drawer report and not in cash outside a drawer`,
            );
      }
    }
  }
}

/** Field paths where two JSON values differ, with both values. */
export function diffObjects(before: unknown, after: unknown, path = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObject = (v: unknown) => typeof v === 'object' && v !== null;
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after))
    return [
      `${path || 'report'}: ${JSON.stringify(before)?.slice(0, 200)} -> ${JSON.stringify(after)?.slice(0, 200)}`,
    ];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((k) => diffObjects(a[k], b[k], path ? `${path}.${k}` : k));
}
