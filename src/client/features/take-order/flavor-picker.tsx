import type { Flavor } from '@shared/catalogue-types';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldError } from '../../components/ui/form-field';

interface FlavorPickerProps {
  flavors: Flavor[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** Flavor checkboxes grouped by flavor group, in the order the server sends them (by name). */
export function FlavorPicker({ flavors, value, onChange, error }: FlavorPickerProps) {
  const groups = new Map<string, Flavor[]>();
  for (const flavor of flavors) {
    const name = flavor.flavor_group.name;
    groups.set(name, [...(groups.get(name) ?? []), flavor]);
  }
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? 'flavors-error' : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">Flavors</legend>
      {[...groups].map(([group, members]) => (
        <div key={group}>
          <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {group}
          </p>
          <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
            {members.map((flavor) => (
              <label
                key={flavor.id}
                className="flex min-h-9 cursor-pointer items-center gap-2 text-slate-800"
              >
                <Checkbox
                  checked={value.includes(flavor.id)}
                  onCheckedChange={(checked) => toggle(flavor.id, checked === true)}
                  aria-label={flavor.name}
                />
                <span>{flavor.name}</span>
              </label>
            ))}
          </div>
        </div>
      ))}
      <FieldError id="flavors-error" message={error} />
    </fieldset>
  );
}
