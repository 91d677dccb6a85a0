import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import type { Location } from '../../../lib/api/location-api';

interface UserLocationsProps {
  userId: number;
  email: string;
  all: Location[];
  assigned: number[];
  disabled: boolean;
  onChange: (locations: number[]) => void;
}

/** The locations a staff member works at; none ticked means every location. */
export function UserLocations({
  userId,
  email,
  all,
  assigned,
  disabled,
  onChange,
}: UserLocationsProps) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...assigned, id].sort((a, b) => a - b) : assigned.filter((l) => l !== id));
  return (
    <fieldset className="flex flex-col gap-2" aria-label={`Locations of ${email}`}>
      <legend className="text-sm font-medium text-slate-700">
        Works at{' '}
        <span className="font-normal text-slate-600">
          {assigned.length === 0 ? '(every location)' : `(${assigned.length} of ${all.length})`}
        </span>
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {all.map((location) => {
          const id = `user-${userId}-location-${location.id}`;
          return (
            <div key={location.id} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={assigned.includes(location.id)}
                disabled={disabled}
                onCheckedChange={(checked) => toggle(location.id, checked === true)}
              />
              <Label htmlFor={id} className="cursor-pointer">
                {location.name}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
