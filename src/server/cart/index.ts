/**
 * Adding, changing and removing order items: the cart writes and their idempotency.
 * Other contexts reach this one only through this file.
 */
export { keepSentBody, runIdempotent, type HandlerResult, type KeyRow } from './idempotency';
export { orderItemRoutes } from './item-routes';
export { priceItem } from './add-to-cart';
export { cartPaid, insertItem } from './cart-writes';
