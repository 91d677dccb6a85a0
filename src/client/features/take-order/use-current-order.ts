import type { LocationId } from '@shared/ids';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnpaidOrderItemsQuery, type OrderItem } from '../../lib/api/orders-api';
import { formatCents, totalCents } from '../../lib/money';
import { useCurrentUser } from '../../lib/state/hooks';
import { useOfflineCart } from '../../lib/offline/use-offline';
import type { OfflineLine } from '../../lib/offline/outbox-types';

export interface CurrentOrder {
  /** undefined until the cart has loaded. */
  items: OrderItem[] | undefined;
  /** 'Charge $4.65': the total with 2 decimals. */
  chargeLabel: string;
  /** Opens the order's checkout; absent while the order is empty. */
  charge?: () => void;
  /** Added since the order was first shown (highlighted once). */
  isJustAdded: (item: OrderItem) => boolean;
  /** The drinks rung up on this device while offline (then the order is these). */
  offlineLines: OfflineLine[];
  removeOffline: (key: string) => void;
}

/** The ids of the items there when the list first loaded: any other item was just added. */
function useFirstLoadedIds(items: OrderItem[] | undefined): ReadonlySet<number> | null {
  const [ids, setIds] = useState<ReadonlySet<number> | null>(null);
  if (items && ids === null) {
    const first = new Set(items.map((item) => item.id));
    setIds(first); // derived once from the first data, during render (no effect, no extra paint)
    return first;
  }
  return ids;
}

/** The signed-in user's unpaid items at the chosen location (the cart's order there) and its checkout. */
export function useCurrentOrder(locationId: LocationId): CurrentOrder {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { data } = useUnpaidOrderItemsQuery(user?.id ?? 0, { skip: !user });
  const items = data?.filter((item) => item.order__location === locationId);
  const orderId = items?.[0]?.order__id;
  const firstIds = useFirstLoadedIds(items);
  const offline = useOfflineCart(locationId);
  if (offline.lines.length > 0) {
    const total = offline.lines.reduce((sum, line) => sum + line.priceCents, 0);
    return {
      isJustAdded: () => false,
      items,
      chargeLabel: `Charge $${formatCents(total)}`,
      charge: () => navigate('/sync/checkout'),
      offlineLines: offline.lines,
      removeOffline: (key) => void offline.remove(key),
    };
  }
  return {
    offlineLines: offline.lines,
    removeOffline: (key) => void offline.remove(key),
    isJustAdded: (item) => firstIds !== null && !firstIds.has(item.id),
    items,
    chargeLabel: `Charge $${formatCents(totalCents(items ?? []))}`,
    charge: orderId ? () => navigate(`/checkout-order/${orderId}`) : undefined,
  };
}
