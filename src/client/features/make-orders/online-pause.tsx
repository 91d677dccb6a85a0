import type { LocationId } from '@shared/ids';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  useLocationQuery,
  usePauseOnlineMutation,
  useResumeOnlineMutation,
} from '../../lib/api/location-api';
import { formatTime } from '../../lib/date-time';
import { notifyError } from '../../lib/toast';

const PAUSES = [
  [15, '15 min'],
  [30, '30 min'],
  [60, '1 hour'],
  [120, '2 hours'],
] as const;

/**
 * The bar's control of order ahead in a rush: pause online ordering for a while, or
 * resume it. Shown only where the location takes online orders.
 */
export function OnlinePause({
  locationId,
  timeZone,
}: {
  locationId: LocationId;
  timeZone: string;
}) {
  const { data: location } = useLocationQuery(locationId);
  const [pause, pausing] = usePauseOnlineMutation();
  const [resume, resuming] = useResumeOnlineMutation();
  const [choosing, setChoosing] = useState(false);
  if (!location?.online_ordering) return null;
  const failed = () => notifyError('Online ordering could not be changed: try again.');

  if (location.paused_until) {
    return (
      <span className="flex items-center gap-2" role="status">
        <span className="text-sm font-medium text-amber-800">
          Online orders paused until {formatTime(location.paused_until, timeZone)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={resuming.isLoading}
          onClick={() => resume(locationId).unwrap().catch(failed)}
        >
          Resume online orders
        </Button>
      </span>
    );
  }
  if (!choosing) {
    return (
      <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
        Pause online orders
      </Button>
    );
  }
  return (
    <span
      role="group"
      aria-labelledby="online-pause-label"
      className="flex flex-wrap items-center gap-1"
    >
      <span id="online-pause-label" className="text-sm font-medium text-slate-700">
        Pause online orders for
      </span>
      {PAUSES.map(([minutes, label]) => (
        <Button
          key={minutes}
          variant="outline"
          size="sm"
          disabled={pausing.isLoading}
          onClick={() =>
            pause({ id: locationId, minutes })
              .unwrap()
              .then(() => setChoosing(false), failed)
          }
        >
          {label}
        </Button>
      ))}
      <Button variant="ghost" size="sm" onClick={() => setChoosing(false)}>
        Cancel
      </Button>
    </span>
  );
}
