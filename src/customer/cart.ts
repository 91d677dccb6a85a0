import { MAX_ONLINE_DRINKS } from '@shared/drink-rules';
import type { OrderItem } from './api';

/** A line of the customer's cart: one drink, as chosen, in some quantity. */
export interface CartLine {
  /** The same drink chosen twice is one line: its payload is its identity. */
  key: string;
  item: OrderItem;
  title: string;
  details: string;
  priceCents: number | null;
  /** The price is the page's estimate (a drink made up here), not the menu's. */
  estimate: boolean;
  quantity: number;
}

export const MAX_DRINKS = MAX_ONLINE_DRINKS;

export const lineKey = (item: OrderItem) => JSON.stringify(item);

export const drinkCount = (lines: CartLine[]) =>
  lines.reduce((count, line) => count + line.quantity, 0);

export function addLine(lines: CartLine[], line: Omit<CartLine, 'quantity'>): CartLine[] {
  if (drinkCount(lines) >= MAX_DRINKS) return lines;
  const same = lines.find((kept) => kept.key === line.key);
  if (!same) return [...lines, { ...line, quantity: 1 }];
  return lines.map((kept) => (kept === same ? { ...kept, quantity: kept.quantity + 1 } : kept));
}

/** One more (within the order's limit) or one fewer; a line at none is removed. */
export function changeQuantity(lines: CartLine[], key: string, by: 1 | -1): CartLine[] {
  if (by > 0 && drinkCount(lines) >= MAX_DRINKS) return lines;
  return lines
    .map((line) => (line.key === key ? { ...line, quantity: line.quantity + by } : line))
    .filter((line) => line.quantity > 0);
}

/** The drinks as the order sends them: a line of two is two drinks. */
export const orderItems = (lines: CartLine[]) =>
  lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.item));

export const subtotalCents = (lines: CartLine[]) =>
  lines.reduce((sum, line) => sum + (line.priceCents ?? 0) * line.quantity, 0);
