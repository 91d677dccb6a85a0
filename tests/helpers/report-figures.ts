import type { SalesRow } from '../../src/shared/report-schemas';

/** A sales report row's figures, without its key and label (nor the item groupings' cost). */
export type SalesFigures = Omit<
  SalesRow,
  'key' | 'label' | 'quantity' | 'cost' | 'margin' | 'margin_percent'
>;

/** A row of no sales: every count and amount 0. */
export const zeroFigures = (): SalesFigures => ({
  orders: 0,
  items: 0,
  gross: 0,
  discounts: 0,
  refunds: 0,
  net: 0,
  tax: 0,
  tips: 0,
});
