import { useNavigate } from 'react-router';
import { useUnpaidOrderItemsQuery, type OrderItem } from '../../lib/api/orders-api';
import { formatMoney, totalPrice } from '../../lib/money';
import { useCurrentUser } from '../../lib/state/hooks';

export interface CurrentOrder {
  /** undefined until the cart has loaded. */
  items: OrderItem[] | undefined;
  /** 'Charge $4.65': the total with 2 decimals. */
  chargeLabel: string;
  /** Opens the order's checkout; absent while the order is empty. */
  charge?: () => void;
}

/** The signed-in user's unpaid items at the chosen location (the cart's order there) and its checkout. */
export function useCurrentOrder(locationId: number): CurrentOrder {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { data } = useUnpaidOrderItemsQuery(user?.id ?? 0, { skip: !user });
  const items = data?.filter((item) => item.order__location === locationId);
  const orderId = items?.[0]?.order__id;
  return {
    items,
    chargeLabel: `Charge $${formatMoney(totalPrice(items ?? []))}`,
    charge: orderId ? () => navigate(`/checkout-order/${orderId}`) : undefined,
  };
}
