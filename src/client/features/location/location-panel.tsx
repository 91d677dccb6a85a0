import type { LocationId } from '@shared/ids';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { LocationPicker } from '../../components/lazy-location-picker';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { Spinner } from '../../components/ui/spinner';
import { useLocationQuery } from '../../lib/api/location-api';
import { useLocationId } from '../../lib/state/use-location-id';
import { LocationTrigger } from './location-trigger';

/** 'Current Location:' with the name in bold (refetched each time the panel opens) or 'No location selected'. */
function CurrentLocation({ locationId }: { locationId: LocationId | null }) {
  const { data, isFetching } = useLocationQuery(locationId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-500">Current Location:</h2>
      <p className="mt-1 min-h-7 text-lg" data-testid="current-location">
        {!locationId ? (
          <span className="text-slate-600">No location selected</span>
        ) : data ? (
          <strong className="font-bold text-slate-900">{data.name}</strong>
        ) : isFetching ? (
          <Spinner className="size-5" />
        ) : null}
      </p>
    </div>
  );
}

/** The navbar's location switcher. */
export function LocationPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const locationId = useLocationId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <LocationTrigger locationId={locationId} />
      </PopoverTrigger>
      <PopoverContent
        aria-label="Location"
        // Focusing the dropdown would load its options and open the phone keyboard: wait for the user.
        onOpenAutoFocus={(event) => event.preventDefault()}
        className="flex w-[min(500px,calc(100vw-1rem))] flex-col gap-5 p-5"
      >
        <CurrentLocation locationId={locationId} />
        <LocationPicker id="location-panel" />
      </PopoverContent>
    </Popover>
  );
}
