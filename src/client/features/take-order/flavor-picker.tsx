import type { Flavor } from '@shared/catalogue-types';
import { useId, useState } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldError } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';

interface FlavorPickerProps {
  flavors: Flavor[];
  /** The menu item's recipe flavors, listed first; none for a custom drink. */
  recipe: Flavor[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  /** Flavors the location has sold out of: shown greyed with 'Sold out', not choosable. */
  soldOut?: (flavorId: number) => boolean;
}

const RECIPE = 'Recipe';

/** Customize was just turned on: its recipe rows come into the list's view (a stable ref callback). */
const revealOnMount = (group: HTMLDivElement | null) => group?.scrollIntoView({ block: 'nearest' });

/**
 * Flavor checkboxes: the recipe's first, then the others grouped by flavor group in the order the
 * server sends them (by name), narrowed by a search box.
 */
export function FlavorPicker({
  flavors,
  recipe,
  value,
  onChange,
  error,
  soldOut = () => false,
}: FlavorPickerProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const term = search.trim().toLowerCase();
  const matches = (flavor: Flavor) => !term || flavor.name.toLowerCase().includes(term);
  const shown = groupFlavors(flavors, recipe, matches);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? 'flavors-error' : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">Flavors</legend>
      <label htmlFor={searchId} className="sr-only">
        Search flavors
      </label>
      <Input
        id={searchId}
        type="search"
        placeholder="Search flavors"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 && (
        <p className="text-sm text-slate-500" role="status">
          No flavor matches “{search.trim()}”.
        </p>
      )}
      {shown.map(([group, members]) => (
        <FlavorGroup
          key={group}
          group={group}
          members={members}
          value={value}
          soldOut={soldOut}
          onToggle={toggle}
        />
      ))}
      <FieldError id="flavors-error" message={error} />
    </fieldset>
  );
}

/** The recipe's flavors first, then the others by flavor group; groups with no match left out. */
function groupFlavors(
  flavors: Flavor[],
  recipe: Flavor[],
  matches: (flavor: Flavor) => boolean,
): [string, Flavor[]][] {
  const recipeIds = new Set(recipe.map((f) => f.id));
  const groups = new Map<string, Flavor[]>();
  if (recipe.length) groups.set(RECIPE, recipe.filter(matches));
  for (const flavor of flavors) {
    if (recipeIds.has(flavor.id) || !matches(flavor)) continue;
    const name = flavor.flavor_group.name;
    groups.set(name, [...(groups.get(name) ?? []), flavor]);
  }
  return [...groups].filter(([, members]) => members.length > 0);
}

/** One group's heading and its flavor checkboxes; a sold-out flavor can only be unticked. */
function FlavorGroup({
  group,
  members,
  value,
  soldOut,
  onToggle,
}: {
  group: string;
  members: Flavor[];
  value: number[];
  soldOut: (flavorId: number) => boolean;
  onToggle: (id: number, on: boolean) => void;
}) {
  return (
    <div
      ref={group === RECIPE ? revealOnMount : undefined}
      data-testid={group === RECIPE ? 'recipe-flavors' : undefined}
    >
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group}</p>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
        {members.map((flavor) => {
          const out = soldOut(flavor.id);
          return (
            <label
              key={flavor.id}
              className={cn(
                'flex min-h-9 items-center gap-2 text-slate-800',
                out ? 'cursor-not-allowed text-slate-600' : 'cursor-pointer',
              )}
            >
              <Checkbox
                checked={value.includes(flavor.id)}
                disabled={out && !value.includes(flavor.id)}
                onCheckedChange={(checked) => onToggle(flavor.id, checked === true)}
                aria-label={out ? `${flavor.name} (sold out)` : flavor.name}
              />
              <span>{flavor.name}</span>
              {out && <span className="text-xs font-semibold text-red-800">Sold out</span>}
            </label>
          );
        })}
      </div>
    </div>
  );
}
