import { Ban } from 'lucide-react';
import { useAvailability } from '../../lib/sold-out/use-availability';
import { Button } from '../ui/button';
import { DialogOrDrawer } from '../ui/dialog-or-drawer';
import { SoldOutPanel } from './sold-out-panel';

/** The 'Sold out' button of a shop screen: opens the location's sold-out panel (dialog or drawer). */
export function SoldOutButton({ locationId }: { locationId: string }) {
  const { availability } = useAvailability(locationId);
  const count = availability?.filter((e) => !e.available).length ?? 0;
  return (
    <DialogOrDrawer
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
      <SoldOutPanel locationId={locationId} />
    </DialogOrDrawer>
  );
}
