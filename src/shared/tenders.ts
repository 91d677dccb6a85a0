/** How an order was paid, and what moves cash in or out of a drawer (no zod here). */
export const PAYMENT_METHODS = ['cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DRAWER_MOVEMENT_KINDS = ['paid_in', 'paid_out'] as const;
export type DrawerMovementKind = (typeof DRAWER_MOVEMENT_KINDS)[number];

export const CASH_SHORT_MESSAGE = 'Cash tendered is less than the amount due.';
export const DRAWER_ALREADY_OPEN = 'This location already has an open drawer.';
export const DRAWER_CLOSED = 'This drawer is closed.';
export const DRAWER_NOT_CLOSED = 'This drawer is open.';
