import type { ApiClient } from './http';

/** The reference shop's only location. */
export const LOCATION = 1;

/** POST /api/order-items with the form's defaults. */
export const addItem = (
  client: ApiClient,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) =>
  client.post(
    '/api/order-items',
    { order__location: LOCATION, low_sugar: false, note: '', ...body },
    headers,
  );

/** Sum of the item prices as the server lists them, in cents (a convenience for paying). */
export async function orderTotalCents(
  client: ApiClient,
  orderId: number,
  discount?: number,
): Promise<number> {
  const res = await client.get(
    `/api/order-items?order=${orderId}${discount ? `&discount=${discount}` : ''}`,
  );
  return res.body.reduce(
    (sum: number, item: { price: number }) => sum + Math.round(item.price * 100),
    0,
  );
}

/** Pays an order with list name 1 and no discount (a tax-free location: the items' sum). */
export const payOrder = (
  client: ApiClient,
  orderId: number,
  paidCents: number,
  headers?: Record<string, string>,
) =>
  client.patch(
    `/api/orders/${orderId}/complete-order-payment`,
    { is_paid: true, order_name: 1, paid_amount: paidCents / 100, discount: null },
    headers,
  );

/** Adds the items, pays the cart with order name `orderName`, and returns the paid order id. */
export async function payNewOrder(
  client: ApiClient,
  items: Record<string, unknown>[] = [{ menu_item: 1, cup: 1 }],
  orderName = 1,
): Promise<number> {
  let orderId = 0;
  for (const item of items) {
    const res = await addItem(client, item);
    if (res.status !== 201) throw new Error(`add item failed: ${JSON.stringify(res.body)}`);
    orderId = res.body.order__id;
  }
  const total = await orderTotalCents(client, orderId);
  const paid = await client.patch(`/api/orders/${orderId}/complete-order-payment`, {
    is_paid: true,
    order_name: orderName,
    paid_amount: total / 100,
    discount: null,
  });
  if (paid.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(paid.body)}`);
  return orderId;
}
