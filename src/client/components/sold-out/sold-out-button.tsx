import type { LocationId } from '@shared/ids';
import { Ban } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazyRetrying } from '../../lib/lazy-retrying';
import { useAvailability } from '../../lib/sold-out/use-availability';
import { Button } from '../ui/button';
import { DialogOrDrawer } from '../ui/lazy-dialog-or-drawer';
import { Spinner } from '../ui/spinner';

// The panel (switches, search) and the dialog load at the first open or when the browser is idle,
// not with the page: Take Order's first load has a budget (decision 020).
const SoldOutPanel = lazyRetrying(async () => (await import('./sold-out-panel')).SoldOutPanel);

/** The 'Sold out' button of a shop screen: opens the location's sold-out panel (dialog or drawer). */
export function SoldOutButton({ locationId }: { locationId: LocationId }) {
  const [open, setOpen] = useState(false);
  const { availability } = useAvailability(locationId);
  const count = availability?.filter((e) => !e.available).length ?? 0;
  return (
    <DialogOrDrawer
      open={open}
      onOpenChange={setOpen}
      title="Sold out"
      description="Switch off what this location has run out of; every till sees it at once."
      trigger={
        <Button variant="outline" size="sm">
          <Ban aria-hidden className="size-4" />
          Sold out
          {count > 0 && (
            <span
              className="rounded-full bg-red-600 px-2 text-xs text-white"
              aria-label={`${count} sold out`}
            >
              {count}
            </span>
          )}
        </Button>
      }
    >
      <Suspense fallback={<Spinner className="mx-auto size-8" />}>
        <SoldOutPanel locationId={locationId} />
      </Suspense>
    </DialogOrDrawer>
  );
}
