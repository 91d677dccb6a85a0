import { Plus } from 'lucide-react';
import { useState } from 'react';
import { LocationNeeded } from '../../components/location-needed';
import { Button } from '../../components/ui/button';
import { DialogOrDrawer } from '../../components/ui/lazy-dialog-or-drawer';
import { Page } from '../../components/ui/page';
import { useLocationId } from '../../lib/state/hooks';
import { MenuSections } from './menu-sections';
import { OrderItemForm } from './lazy-order-item-form';

function AddCustomOrder({ locationId }: { locationId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogOrDrawer
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="lg" className="self-start">
          <Plus className="size-5" aria-hidden />
          Add Custom Order
        </Button>
      }
      title="Custom Order"
      description="Any soda with any flavors"
    >
      <OrderItemForm menuItem={null} locationId={locationId} onDone={() => setOpen(false)} />
    </DialogOrDrawer>
  );
}

export function TakeOrderPage() {
  const locationId = useLocationId();
  return (
    <Page title="Take Order Page" description="Take drink orders" className="flex flex-col gap-6">
      <h1 className="sr-only">Take Order</h1>
      {!locationId ? (
        <LocationNeeded description="Choose the shop location you are taking orders for." />
      ) : (
        <>
          <AddCustomOrder locationId={Number(locationId)} />
          <MenuSections locationId={Number(locationId)} />
        </>
      )}
    </Page>
  );
}
