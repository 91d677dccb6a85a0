import type { Discount } from '@shared/catalogue-types';
import type { LocationId } from '@shared/ids';
import { centsToDollars } from '@shared/money';
import { discountedCents, type OrderTotals } from '@shared/pricing';
import type { PaymentMethod } from '@shared/tenders';
import { pricedDiscountOf } from './device-pricing';
import type { OfflineLine, OutboxOrder } from './outbox-types';

export const OFFLINE_APPROVAL_MESSAGE =
  "This discount needs a manager's approval, which cannot be given offline.";
export const ORDER_KEPT_MESSAGE = 'Order kept on this device: it will be sent when back online.';

/** The lines' sums before and after the discount, as the checkout's figures take them. */
export function offlineSums(lines: OfflineLine[], discount: Discount | null) {
  const priced = discount ? pricedDiscountOf(discount) : null;
  return {
    subtotalCents: lines.reduce((sum, line) => sum + line.priceCents, 0),
    discountedCents: lines.reduce(
      (sum, line) => sum + discountedCents(line.priceCents, line.cup, priced),
      0,
    ),
  };
}

/** Over the threshold the server asks for an admin's approval, which only it can check. */
export const needsApproval = (discountCents: number, thresholdCents: number | null) =>
  discountCents > 0 && (thresholdCents === null || discountCents > thresholdCents);

export interface OfflineSale {
  location: LocationId;
  lines: OfflineLine[];
  /** A name of the location's list, or the typed one. */
  name: { listed: string } | { typed: string };
  discount: Discount | null;
  figures: OrderTotals & { tenderedCents: number | null; changeDueCents: number | null };
  method: PaymentMethod;
  takenAt: Date;
  clientId: string;
}

/** The paid order as the outbox keeps it, with the body POST /api/orders/sync takes. */
export function outboxOrderOf(sale: OfflineSale): OutboxOrder {
  const { figures } = sale;
  const callOut = 'listed' in sale.name ? sale.name.listed : sale.name.typed;
  const taken_at = sale.takenAt.toISOString();
  return {
    client_id: sale.clientId,
    location: sale.location,
    taken_at,
    body: {
      client_id: sale.clientId,
      location: sale.location,
      taken_at,
      items: sale.lines.map((line) => ({
        menu_item: line.menu_item,
        cup: line.cup,
        low_sugar: line.low_sugar,
        note: line.note,
        custom_order__soda: line.custom_order__soda,
        custom_order_flavors: line.custom_order_flavors,
        flat_or_sparkling: line.flat_or_sparkling,
        name: line.name,
        price: centsToDollars(line.priceCents),
        soda: line.sodaId,
      })),
      ...('listed' in sale.name
        ? { order_name: sale.name.listed }
        : { order_name_text: sale.name.typed }),
      discount: sale.discount?.id ?? null,
      paid_amount: centsToDollars(figures.totalCents),
      tip: centsToDollars(figures.tipCents),
      payment_method: sale.method,
      cash_tendered:
        sale.method === 'cash' && figures.tenderedCents !== null
          ? centsToDollars(figures.tenderedCents)
          : null,
      subtotal: centsToDollars(figures.subtotalCents),
      discount_amount: centsToDollars(figures.discountCents),
      tax: centsToDollars(figures.taxCents),
    },
    callOut,
    lines: sale.lines,
    discountName: sale.discount?.name ?? null,
    figures: {
      subtotalCents: figures.subtotalCents,
      discountCents: figures.discountCents,
      taxCents: figures.taxCents,
      tipCents: figures.tipCents,
      totalCents: figures.totalCents,
      tenderedCents: figures.tenderedCents,
      changeDueCents: figures.changeDueCents,
    },
    started_at: null,
    completed_at: null,
    status: 'pending',
  };
}
