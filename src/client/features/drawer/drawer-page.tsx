import type { LocationId } from '@shared/ids';
import { Link } from 'react-router';
import { LocationNeeded } from '../../components/location-needed';
import { Card, CardTitle } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { PageSpinner } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/date-time';
import { formatDollars, minusDollars } from '../../lib/money';
import { useLocationId } from '../../lib/state/use-location-id';
import { useShopTimeZone } from '../../lib/use-shop-time-zone';
import { useDrawersQuery, type DrawerList } from './drawer-api';
import { DrawerFigures } from './drawer-figures';
import { CashMovementForm, CloseDrawerForm, OpenDrawerForm } from './drawer-forms';
import { LoadFailure } from '../../components/load-failure';

/** The cash drawer of the chosen location: open it, record cash in and out, close it. */
export function DrawerPage() {
  const locationId = useLocationId();
  return (
    <Page title="Cash Drawer" description="Open, count and close the cash drawer of this shop">
      {locationId ? (
        <DrawerOfLocation locationId={locationId} />
      ) : (
        <LocationNeeded description="Choose the shop whose cash drawer you are working." />
      )}
    </Page>
  );
}

function DrawerOfLocation({ locationId }: { locationId: LocationId }) {
  const drawers = useDrawersQuery(locationId);
  const timeZone = useShopTimeZone(locationId);
  if (drawers.isError)
    return (
      <LoadFailure error={drawers.error}>
        <p className="text-red-700">Could not load the drawers.</p>
      </LoadFailure>
    );
  if (!drawers.data || !timeZone) return <PageSpinner />;
  const open = drawers.data.results.find((d) => d.status === 'open');
  const closed = drawers.data.results.filter((d) => d.status === 'closed').slice(0, 10);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-slate-900">Cash drawer</h1>
      <CashOutsideDrawer outside={drawers.data.cash_outside_drawer} />
      {open ? (
        <>
          <Card aria-labelledby="drawer-open-title" className="flex flex-col gap-4">
            <CardTitle id="drawer-open-title">Open drawer</CardTitle>
            <DrawerFigures report={open} timeZone={timeZone} />
          </Card>
          <Card aria-labelledby="drawer-movement-title" className="flex flex-col gap-4">
            <CardTitle id="drawer-movement-title">Paid in / Paid out</CardTitle>
            <CashMovementForm drawerId={open.id} />
          </Card>
          <Card aria-labelledby="drawer-close-title" className="flex flex-col gap-4">
            <CardTitle id="drawer-close-title">Close</CardTitle>
            <CloseDrawerForm drawer={open} />
          </Card>
        </>
      ) : (
        <Card aria-labelledby="drawer-none-title" className="flex flex-col gap-4">
          <CardTitle id="drawer-none-title">No drawer is open</CardTitle>
          <p className="text-slate-600">
            Open one with the cash it starts with; cash sales at this shop go into it.
          </p>
          <OpenDrawerForm locationId={locationId} />
        </Card>
      )}
      {closed.length > 0 && (
        <Card aria-labelledby="drawer-closed-title" className="flex flex-col gap-3">
          <CardTitle id="drawer-closed-title">Closed drawers</CardTitle>
          <ul className="divide-y divide-slate-200">
            {closed.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {d.closed_at ? formatDateTime(d.closed_at, timeZone) : ''}:{' '}
                  {formatDollars(d.net_sales)} net
                </span>
                <Link className="font-medium text-teal-800 underline" to={`/drawer/${d.id}`}>
                  Z report #{d.id}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

/**
 * Cash that moved with no drawer open since the last close: sales, and the cash voids
 * and refunds given back, so whoever opens the next drawer knows what is not yet accounted for.
 */
function CashOutsideDrawer({ outside }: { outside: DrawerList['cash_outside_drawer'] }) {
  if (outside.sales === 0 && outside.voids === 0 && outside.refunds === 0) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
      Cash outside a drawer since the last close: {outside.orders}{' '}
      {outside.orders === 1 ? 'sale' : 'sales'}, {formatDollars(outside.sales)}
      {outside.voids > 0 && <>; cash voids {minusDollars(outside.voids)}</>}
      {outside.refunds > 0 && <>; cash refunds {minusDollars(outside.refunds)}</>}. Cash out of the
      till not yet accounted for: {formatSignedDollars(outside.total)}.
    </p>
  );
}

const formatSignedDollars = (dollars: number) =>
  dollars < 0 ? minusDollars(-dollars) : formatDollars(dollars);
