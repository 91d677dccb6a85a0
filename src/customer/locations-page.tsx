/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { getJson, type PublicLocation } from './api';
import { clockTime } from './format';
import { ordersOfToday } from './remembered-orders';
import { followLink } from './router';
import { Notice, PageHeading, PageShell } from './ui';

const LINK_CARD =
  'flex min-h-16 items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-teal-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** /order: the orders placed here today, and the shops that take online orders. */
export function LocationsPage() {
  const [locations, setLocations] = useState<PublicLocation[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    document.title = 'Order ahead';
    getJson<PublicLocation[]>('/api/public/locations')
      .then(setLocations)
      .catch(() => setFailed(true));
  }, []);
  return (
    <PageShell>
      <PageHeading>Order ahead</PageHeading>
      <p class="mt-1 text-base text-slate-700">Order your drinks now, pay when you pick them up.</p>
      <YourOrders />
      <section aria-labelledby="shops-heading" class="mt-6">
        <h2 id="shops-heading" class="mb-3 text-xl font-bold text-slate-900">
          Choose a shop
        </h2>
        {locations === null ? (
          <Notice>
            {failed
              ? 'The shops could not be loaded. Check your connection and reload the page.'
              : 'Loading the shops…'}
          </Notice>
        ) : locations.length === 0 ? (
          <Notice>No shop takes online orders right now.</Notice>
        ) : (
          <ul class="flex flex-col gap-3">
            {locations.map((location) => (
              <li key={location.id}>
                <a href={`/order/${location.id}`} onClick={followLink} class={LINK_CARD}>
                  <span class="text-lg font-semibold text-slate-900">{location.name}</span>
                  <span class="text-right text-sm font-medium text-slate-700">
                    {location.paused_until
                      ? `Paused until ${clockTime(location.paused_until)}`
                      : 'Open'}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageShell>
  );
}

/** Today's orders placed on this device, each a link to its status page. */
function YourOrders() {
  const [orders] = useState(() => ordersOfToday());
  if (!orders.length) return null;
  return (
    <section aria-labelledby="your-orders-heading" class="mt-6">
      <h2 id="your-orders-heading" class="mb-3 text-xl font-bold text-slate-900">
        Your orders
      </h2>
      <ul class="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.token}>
            <a href={`/order/status/${order.token}`} onClick={followLink} class={LINK_CARD}>
              <span>
                <span class="block text-lg font-bold text-slate-900">Order {order.code}</span>
                <span class="block text-sm text-slate-700">{order.location}</span>
              </span>
              <span class="text-sm text-slate-700">Placed {clockTime(order.placed_at)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
