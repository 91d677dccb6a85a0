import { formatMoney } from '@shared/money';

/** "$4.50". */
export const dollars = (amount: number) => `$${formatMoney(amount)}`;

/** "$4.50" for 450 cents. */
export const centsText = (cents: number) => dollars(cents / 100);

/** "9:40 AM" in the device's time zone (a customer orders from where the shop is). */
export const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

export const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
