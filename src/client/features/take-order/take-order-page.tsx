import type { LocationId } from '@shared/ids';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LocationNeeded } from '../../components/location-needed';
import { OnlineOrdersPanel } from '../../components/online-orders/online-orders-panel';
import { SoldOutButton } from '../../components/sold-out/sold-out-button';
import { Button } from '../../components/ui/button';
import { DialogOrDrawer } from '../../components/ui/lazy-dialog-or-drawer';
import { Page } from '../../components/ui/page';
import { useLocationId } from '../../lib/state/use-location-id';
import { useIsWide } from '../../lib/use-media-query';
import { PrintReceiptLink } from '../../components/print-receipt-link';
import { useLiveCatalogue } from '../../lib/sold-out/use-live-catalogue';
import { CurrentOrderBar, CurrentOrderColumn } from './current-order';
import { enterActs, isTextField, usePageKeys } from './till-keys';
import { useCurrentOrder } from './use-current-order';
import { useDeviceCatalogue } from '../../lib/offline/use-device-catalogue';
import { MenuSections } from './menu-sections';
import { OrderItemForm } from './lazy-order-item-form';

function AddCustomOrder({ locationId }: { locationId: LocationId }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogOrDrawer
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="md" className="shrink-0 px-3 sm:px-4">
          <Plus className="size-5" aria-hidden />
          Add Custom Order
        </Button>
      }
      title="Custom Order"
      description="Any soda with any flavors"
      scrollsItself
    >
      <OrderItemForm menuItem={null} locationId={locationId} onDone={() => setOpen(false)} />
    </DialogOrDrawer>
  );
}

/**
 * A sale's result, on the screen after it (checkout sends its order id): the order paid and its
 * receipt, in a line of its own above the menu (it covers nothing).
 */
function LastSale() {
  const state: unknown = useLocation().state;
  const paidOrderId =
    state && typeof state === 'object' && 'paidOrderId' in state ? Number(state.paidOrderId) : NaN;
  if (!Number.isInteger(paidOrderId)) return null;
  return (
    <p
      className="flex flex-wrap items-baseline gap-x-3 text-sm text-slate-700"
      data-testid="last-sale"
    >
      <span>Order #{paidOrderId} paid.</span>
      <PrintReceiptLink orderId={paidOrderId} />
    </p>
  );
}

/** The menu with the current order beside it (768px and wider) or in a bar above the tab bar (phones). */
function Counter({ locationId }: { locationId: LocationId }) {
  const wide = useIsWide();
  const { charge } = useCurrentOrder(locationId);
  const offlineReady = useDeviceCatalogue(locationId).ready;
  useLiveCatalogue(locationId);
  // Enter charges, unless the focused control has its own Enter (a size button adds, a link opens).
  usePageKeys((event) => {
    const focused = document.activeElement;
    if (event.key !== 'Enter' || !charge || enterActs(focused) || isTextField(focused)) return;
    event.preventDefault();
    charge();
  });
  const menu = (
    <MenuSections
      locationId={locationId}
      action={
        <>
          <SoldOutButton locationId={locationId} />
          <AddCustomOrder locationId={locationId} />
        </>
      }
    />
  );
  if (!wide) {
    return (
      <div className="pb-20" data-offline-ready={offlineReady || undefined}>
        {menu}
        <CurrentOrderBar locationId={locationId} />
      </div>
    );
  }
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)_20rem] items-start gap-6"
      data-offline-ready={offlineReady || undefined}
    >
      {menu}
      <CurrentOrderColumn locationId={locationId} />
    </div>
  );
}

export function TakeOrderPage() {
  const locationId = useLocationId();
  // Each visit (the next sale after checkout too) starts at the top of the menu.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <Page
      title="Take Order Page"
      description="Take drink orders"
      className="flex max-w-7xl flex-col gap-6"
    >
      <h1 className="sr-only">Take Order</h1>
      {!locationId ? (
        <LocationNeeded description="Choose the shop location you are taking orders for." />
      ) : (
        <>
          <LastSale />
          <OnlineOrdersPanel locationId={locationId} />
          <Counter locationId={locationId} />
        </>
      )}
    </Page>
  );
}
