import { skipToken } from '@reduxjs/toolkit/query/react';
import { RefreshCw } from 'lucide-react';
import { LocationNeeded } from '../../components/location-needed';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { usePendingOrdersQuery } from './make-orders-api';
import { useLocationId } from '../../lib/state/use-location-id';
import { ItemRecipe, orderTitle } from './item-recipe';

/** Plain-HTTP fallback of the live queue, refreshed every 15 s. */
const POLL_MS = 15_000;

export function BackupPage() {
  const locationId = useLocationId();
  const queue = usePendingOrdersQuery(locationId ?? skipToken, {
    pollingInterval: POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  return (
    <Page
      title="Backup Page"
      description="Backup queue of pending orders"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Backup Page</h1>
          <p className="text-slate-600">Please make orders from top to bottom</p>
        </div>
        {locationId && (
          <Button
            variant="outline"
            onClick={() => void queue.refetch()}
            disabled={queue.isFetching}
          >
            <RefreshCw className="size-4" aria-hidden />
            Refresh
          </Button>
        )}
      </div>
      {!locationId ? (
        <LocationNeeded description="Choose the shop location whose queue you are making." />
      ) : queue.isLoading ? (
        <Spinner />
      ) : queue.data?.length === 0 ? (
        <p className="text-slate-600">No orders in queue</p>
      ) : (
        <ol aria-label="Backup queue" className="flex flex-col gap-4">
          {queue.data?.map((order, index) => (
            <li
              key={order.id}
              aria-label={orderTitle(order)}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <h2 className="text-xl font-bold text-slate-900">
                <span className="mr-2 text-slate-600">{index + 1}.</span>
                {orderTitle(order)}
                {order.is_in_progress && (
                  <span className="ml-3 text-base text-amber-700">In Progress</span>
                )}
                {order.is_complete && (
                  <span className="ml-3 text-base text-emerald-700">Completed</span>
                )}
              </h2>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {order.order_items.map((item) => (
                  <ItemRecipe key={item.id} item={item} className="rounded-lg bg-slate-50 p-3" />
                ))}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
}
