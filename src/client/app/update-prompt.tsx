import type { LocationId } from '@shared/ids';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { useUnpaidOrderItemsQuery } from '../lib/api/orders-api';
import { useOfflineCart } from '../lib/offline/use-offline';
import { applyUpdate, subscribeToUpdate, updateWaiting } from '../lib/pwa/service-worker';
import { useLocationId } from '../lib/state/use-location-id';
import { inTheMiddleOfAnOrder } from './update-rule';

/** No shop chosen: no offline order either (the device keeps one per location). */
const NO_LOCATION: LocationId = 0;

/** 'New version: reload', a small non-blocking offer; the update waits for its button. */
export function UpdatePrompt({ userId }: { userId: number }) {
  const waiting = useSyncExternalStore(subscribeToUpdate, updateWaiting);
  const locationId = useLocationId() ?? NO_LOCATION;
  return waiting ? <Offer userId={userId} locationId={locationId} /> : null;
}

/** The offer, unless an order is in hand: its drinks on the server or on the device. */
function Offer({ userId, locationId }: { userId: number; locationId: LocationId }) {
  const { pathname } = useLocation();
  const { data: items = [] } = useUnpaidOrderItemsQuery(userId);
  const device = useOfflineCart(locationId);
  const inHand = { serverItems: items.length, deviceItems: device.lines.length };
  if (inTheMiddleOfAnOrder(pathname, inHand)) return null;
  return (
    <div
      role="status"
      className="fixed right-4 bottom-20 z-50 flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-lg md:bottom-4"
    >
      <p className="text-sm font-medium text-slate-900">New version: reload</p>
      <Button size="sm" onClick={applyUpdate}>
        Reload
      </Button>
    </div>
  );
}
