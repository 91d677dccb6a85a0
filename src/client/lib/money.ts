import { formatMoney } from '@shared/money';

export { formatMoney };

/** "$4.50": dollars with a dollar sign and 2 decimals. */
export const formatDollars = (dollars: number | string): string => `$${formatMoney(dollars)}`;
