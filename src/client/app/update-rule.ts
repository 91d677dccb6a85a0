/** The current order's drinks: on the server (the cart) and on the device (the offline order). */
export interface OrderInHand {
  serverItems: number;
  deviceItems: number;
}

/** Checkout of a server order, and the offline order's checkout on the device. */
const CHECKOUTS = ['/checkout-order', '/sync/checkout'];

/**
 * A new version is never applied in the middle of an order: not on Checkout (the server order's
 * `/checkout-order/{id}` or the device's offline checkout `/sync/checkout`), and not on Take Order while the current order has drinks, whether
 * the server holds them or the device does (an order rung up offline). Anywhere else the staff
 * may take it when they choose.
 */
export function inTheMiddleOfAnOrder(pathname: string, { serverItems, deviceItems }: OrderInHand) {
  if (CHECKOUTS.some((checkout) => pathname.startsWith(checkout))) return true;
  return pathname.startsWith('/take-order') && serverItems + deviceItems > 0;
}
