import { MapPin } from 'lucide-react';
import { LocationPicker } from './lazy-location-picker';
import { Card, CardDescription, CardTitle } from './ui/card';

/** Blocks a shop-floor page until a location is chosen: 'Location Needed' with the location picker. */
export function LocationNeeded({ description }: { description: string }) {
  return (
    <Card className="mx-auto w-full max-w-lg" aria-labelledby="location-needed-title">
      <div className="flex items-center gap-3">
        <MapPin className="size-7 text-amber-500" aria-hidden />
        <CardTitle id="location-needed-title">Location Needed</CardTitle>
      </div>
      <CardDescription className="mt-2 mb-5">{description}</CardDescription>
      <LocationPicker id="location-needed" />
    </Card>
  );
}
