import { centsToDollars, dollarsToCents, formatMoney } from '@shared/money';

export { formatMoney };

/** "$4.50": dollars with a dollar sign and 2 decimals. */
export const formatDollars = (dollars: number | string): string => `$${formatMoney(dollars)}`;

/** An amount taken off: '-$3.50', and '$0.00' for nothing. */
export const minusDollars = (amount: number | null): string =>
  amount && amount > 0 ? `-${formatDollars(amount)}` : formatDollars(0);

/** Sum of item prices (dollars on the wire) in exact cents. */
export const totalCents = (items: { price: number | string }[]): number =>
  items.reduce((cents, item) => cents + dollarsToCents(item.price), 0);

/** "4.50" for 450 cents. */
export const formatCents = (cents: number): string => formatMoney(centsToDollars(cents));
