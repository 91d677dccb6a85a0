import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { HistoryPage } from './history-page';
import { OrderDetailPage } from './order-detail-page';
import { ReceiptPage } from './receipt-page';

/**
 * A path under /orders that none of these match: the page frame's error boundary shows it as the
 * app's 404 page (the same 'Unexpected Application Error!' with '404 Not Found').
 */
function NotFound(): never {
  throw new Error('404 Not Found');
}

/**
 * The order pages under /orders, one chunk and one entry of the app's router (router.tsx): each
 * entry there adds to the sign-in page's budgeted first load.
 */
export function HistoryRoutes() {
  // An order opened from far down the list starts at its top (the declarative router keeps the
  // window's scroll).
  const { pathname } = useLocation();
  useEffect(() => {
    // A block: Chromium's scrollTo returns a promise, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Routes>
      <Route index element={<HistoryPage />} />
      <Route path=":id" element={<OrderDetailPage />} />
      <Route path=":id/receipt" element={<ReceiptPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
