import { Route, Routes } from 'react-router';
import { OfflineCheckoutPage } from '../features/checkout/offline-checkout-page';
import { DeviceWalkthroughPage } from '../features/make-orders/device-walkthrough-page';
import { OfflineTicketPage } from '../features/offline/ticket-page';
import { SyncPage } from '../features/offline/sync-page';
import { NotFoundPage } from './error-pages';

/**
 * The device's own sales (one route of the entry, so the first load stays in its budget): the
 * outbox at /sync, the offline order's checkout at /sync/checkout, a kept sale's kitchen
 * ticket at /sync/ticket/{client id} and its walkthrough at the bar at /sync/make/{client id}.
 */
export function OfflineRoutes() {
  return (
    <Routes>
      <Route index element={<SyncPage />} />
      <Route path="checkout" element={<OfflineCheckoutPage />} />
      <Route path="ticket/:clientId" element={<OfflineTicketPage />} />
      <Route path="make/:clientId" element={<DeviceWalkthroughPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
