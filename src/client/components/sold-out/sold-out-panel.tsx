import type { LocationId } from '@shared/ids';
import {
  AVAILABILITY_KINDS,
  type AvailabilityEntry,
  type AvailabilityKind,
} from '@shared/availability';
import { useId, useMemo, useState } from 'react';
import { useSetAvailabilityMutation } from '../../lib/api/availability-api';
import { useAvailability } from '../../lib/sold-out/use-availability';
import { notifyRequestError } from '../../lib/save';
import { LoadFailure } from '../load-failure';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { Switch } from '../ui/switch';

const HEADINGS: Record<AvailabilityKind, string> = {
  menu_item: 'Menu items',
  soda: 'Sodas',
  flavor: 'Flavors',
  cup: 'Cups',
};

/**
 * The location's sold-out list ("86"): every menu item, soda, flavor and cup with a labelled
 * switch (on = available), a search box, grouped by kind. Changes show at once and reach every
 * till of the location through the live channel.
 */
export function SoldOutPanel({ locationId }: { locationId: LocationId }) {
  const { availability, isLoading, isError, error, refetch } = useAvailability(locationId);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const groups = useMemo(() => {
    const text = search.trim().toLowerCase();
    const shown = (availability ?? []).filter((e) => e.name.toLowerCase().includes(text));
    return AVAILABILITY_KINDS.map((kind) => ({
      kind,
      entries: shown.filter((e) => e.kind === kind),
    })).filter((group) => group.entries.length);
  }, [availability, search]);
  const soldOut = availability?.filter((e) => !e.available).length ?? 0;

  if (isLoading) return <Spinner />;
  if (isError || !availability)
    return (
      <LoadFailure error={error}>
        <p role="alert" className="text-red-700">
          The sold-out list could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      </LoadFailure>
    );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Search
        </label>
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Item, soda, flavor or cup"
          autoComplete="off"
        />
        <p className="text-sm text-slate-600" aria-live="polite">
          {soldOut === 0 ? 'Nothing is sold out.' : `${soldOut} sold out.`}
        </p>
      </div>
      <div
        className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto pr-1"
        tabIndex={0}
        aria-label="Sold out list"
      >
        {groups.length === 0 && <p className="text-slate-600">Nothing matches “{search}”.</p>}
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`${searchId}-${group.kind}`}>
            <h3
              id={`${searchId}-${group.kind}`}
              className="mb-1 text-sm font-semibold text-slate-700 uppercase"
            >
              {HEADINGS[group.kind]}
            </h3>
            <ul className="divide-y divide-slate-200">
              {group.entries.map((entry) => (
                <AvailabilityRow
                  key={`${entry.kind}:${entry.id}`}
                  entry={entry}
                  locationId={locationId}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

function AvailabilityRow({
  entry,
  locationId,
}: {
  entry: AvailabilityEntry;
  locationId: LocationId;
}) {
  const [setAvailability] = useSetAvailabilityMutation();
  const labelId = useId();
  const toggle = (available: boolean) =>
    setAvailability({ location: locationId, kind: entry.kind, id: entry.id, available })
      .unwrap()
      .catch(notifyRequestError);
  return (
    <li className="flex min-h-12 items-center justify-between gap-3 py-1">
      <span
        id={labelId}
        className={entry.available ? 'text-slate-900' : 'text-slate-500 line-through'}
      >
        {entry.name}
      </span>
      <span className="flex items-center gap-2">
        {!entry.available && (
          <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            Sold out
          </span>
        )}
        <Switch
          checked={entry.available}
          onCheckedChange={(checked) => void toggle(checked)}
          aria-labelledby={labelId}
          title={
            entry.available
              ? 'Available: switch off to mark sold out'
              : 'Sold out: switch on when back'
          }
        />
      </span>
    </li>
  );
}
