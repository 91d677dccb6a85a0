import { centsToDollars } from '../../shared/money';
import type { SaleMoney } from '../../shared/order-types';
import type { orders } from '../db';

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/** The stored money of an order on the wire: dollars, all null until it is paid. */
type MoneyColumns = Pick<
  typeof orders.$inferSelect,
  | 'subtotalCents'
  | 'discountCents'
  | 'taxCents'
  | 'tipCents'
  | 'paidAmountCents'
  | 'paymentMethod'
  | 'cashTenderedCents'
  | 'changeDueCents'
  | 'drawerId'
>;

export function saleMoney(order: MoneyColumns): SaleMoney {
  return {
    subtotal: dollars(order.subtotalCents),
    discount_amount: dollars(order.discountCents),
    tax: dollars(order.taxCents),
    tip: dollars(order.tipCents),
    total: dollars(order.paidAmountCents),
    payment_method: order.paymentMethod,
    cash_tendered: dollars(order.cashTenderedCents),
    change_due: dollars(order.changeDueCents),
    drawer: order.drawerId,
  };
}
