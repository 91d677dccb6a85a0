import type { ReactNode } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { Spinner } from '../../../components/ui/spinner';
import { AdminSection } from './admin-card';

interface EntryListProps<T> {
  label: string;
  /** An RTK Query list result. */
  query: { data?: T[]; isLoading: boolean; isError: boolean; error?: unknown };
  empty?: string;
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
}

/** A bordered list of records, with its loading, error and empty states. */
export function EntryList<T>({
  label,
  query: { data: items, isLoading, isError, error },
  empty = 'Nothing here yet.',
  keyOf,
  render,
}: EntryListProps<T>) {
  if (isLoading) return <Spinner label={`Loading ${label}`} />;
  if (isError)
    return (
      <LoadFailure error={error}>
        <p className="text-red-600">Could not load the list.</p>
      </LoadFailure>
    );
  if (!items?.length) return <p className="text-slate-500">{empty}</p>;
  return (
    // Focusable, so that a keyboard can scroll a long list even when its rows hold no control.
    <ul
      aria-label={label}
      tabIndex={0}
      className="max-h-[420px] divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
    >
      {items.map((item) => (
        <li
          key={keyOf(item)}
          className="flex min-h-12 items-center justify-between gap-3 px-4 py-2"
        >
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

/** The "Existing <plural>" section of a card: its title over the list. */
export function ExistingSection<T extends { id: number }>({
  plural,
  list,
  render,
  action,
}: {
  plural: string;
  list: EntryListProps<T>['query'];
  render: (item: T) => ReactNode;
  action?: ReactNode;
}) {
  const title = `Existing ${plural}`;
  return (
    <AdminSection title={title} action={action}>
      <EntryList label={title} query={list} keyOf={(item) => item.id} render={render} />
    </AdminSection>
  );
}
