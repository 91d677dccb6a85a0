import { dollarsToCents, formatMoney } from '@shared/money';

export { formatMoney };

/** "$4.50": dollars with a dollar sign and 2 decimals. */
export const formatDollars = (dollars: number | string): string => `$${formatMoney(dollars)}`;

/** Sum of item prices (dollars) added in exact cents, back to dollars. */
export const totalPrice = (items: { price: number | string }[]): number =>
  items.reduce((cents, item) => cents + dollarsToCents(item.price), 0) / 100;
