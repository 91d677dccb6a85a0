/** @jsxImportSource preact */
import { useEffect } from 'preact/hooks';
import type { CustomerOrder, OrderStatus } from './api';
import { clockTime, dollars } from './format';
import { useLiveResource } from './live-resource';
import { followLink } from './router';
import { Notice, PageHeading, PageShell } from './ui';

const STATUS_LINES: Record<OrderStatus, string> = {
  received: 'We got it',
  in_progress: 'Making it',
  ready: 'Ready at the pickup counter',
  collected: 'Collected',
  cancelled: 'Cancelled',
};
const STATUS_COLOURS: Record<OrderStatus, string> = {
  received: 'bg-sky-100 text-sky-900',
  in_progress: 'bg-amber-100 text-amber-900',
  ready: 'bg-emerald-100 text-emerald-900',
  collected: 'bg-slate-200 text-slate-900',
  cancelled: 'bg-red-100 text-red-900',
};

/** /order/status/{token}: the pickup code, the drinks and the order's progress, live. */
export function StatusPage({ token }: { token: string }) {
  const path = encodeURIComponent(token);
  const { data, live, missing, failed } = useLiveResource<CustomerOrder>({
    socketPath: `/ws/public/orders/${path}`,
    readPath: `/api/public/orders/${path}`,
  });
  useEffect(() => {
    document.title = data ? `Order ${data.code} · ${STATUS_LINES[data.status]}` : 'Your order';
  }, [data]);

  // One heading for the loading and the loaded page, so the focus given to it stays.
  return (
    <PageShell>
      <PageHeading>
        {data ? (
          <>
            <span class="block text-base font-semibold text-slate-700">Your pickup code</span>
            <span class="block text-7xl font-black tracking-tight text-slate-900">{data.code}</span>
          </>
        ) : (
          'Your order'
        )}
      </PageHeading>
      {data ? (
        <OrderProgress order={data} live={live} />
      ) : (
        <>
          <Notice>
            {missing
              ? 'We could not find this order.'
              : failed
                ? 'Your order could not be loaded. Check your connection: we keep trying.'
                : 'Loading your order…'}
          </Notice>
          <a href="/order" onClick={followLink} class="font-semibold text-teal-800 underline">
            Back to the shops
          </a>
        </>
      )}
    </PageShell>
  );
}

function OrderProgress({ order, live }: { order: CustomerOrder; live: boolean }) {
  return (
    <>
      <p class="text-base font-medium text-slate-700">{order.location.name}</p>
      <p
        role="status"
        class={`mt-4 rounded-2xl px-4 py-3 text-2xl font-bold ${STATUS_COLOURS[order.status]}`}
      >
        {STATUS_LINES[order.status]}
      </p>
      <p class="mt-2 text-sm text-slate-700">
        {live
          ? 'This page updates by itself.'
          : 'Connecting for live updates… the status may be out of date.'}
      </p>
      <OrderSummary order={order} />
      <a
        href="/order"
        onClick={followLink}
        class="mt-6 inline-block font-semibold text-teal-800 underline"
      >
        Order something else
      </a>
    </>
  );
}

function OrderSummary({ order }: { order: CustomerOrder }) {
  return (
    <section aria-labelledby="drinks-heading" class="mt-6">
      <h2 id="drinks-heading" class="mb-2 text-xl font-bold text-slate-900">
        Your drinks
      </h2>
      <p class="mb-3 text-base text-slate-800">
        Pickup: {order.pickup_at ? clockTime(order.pickup_at) : 'As soon as possible'}
      </p>
      <ul class="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {order.items.map((item, index) => (
          <li key={index} class="flex justify-between gap-3 p-4">
            <span>
              <span class="block font-semibold">{item.name}</span>
              <span class="block text-sm text-slate-700">{item.size}</span>
            </span>
            <span class="font-semibold whitespace-nowrap">{dollars(item.price)}</span>
          </li>
        ))}
      </ul>
      <p class="mt-3 flex justify-between text-xl font-bold">
        <span>Total</span>
        <span>{dollars(order.total)}</span>
      </p>
      <p class="mt-1 text-base font-semibold text-teal-800">Pay at pickup</p>
    </section>
  );
}
