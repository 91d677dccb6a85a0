import type { LocationId } from '@shared/ids';
import { MapPin, MapPinCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button';

/** The navbar's location button, marked while no location is chosen. */
export function LocationTrigger({
  locationId,
  ...props
}: { locationId: LocationId | null } & ComponentProps<'button'>) {
  const Icon = locationId ? MapPinCheck : MapPin;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={locationId ? 'Location' : 'Choose a location'}
      className="relative"
      {...props}
    >
      <Icon className="size-6" aria-hidden />
      {!locationId && (
        <span aria-hidden className="absolute top-2 right-2 size-2.5 rounded-full bg-amber-500" />
      )}
    </Button>
  );
}
