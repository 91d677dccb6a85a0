import type { LocationId } from '@shared/ids';
import { useState } from 'react';
import { DateRangeFields } from '../../components/date-range-fields';
import { LoadFailure } from '../../components/load-failure';
import { Pager } from '../../components/pager';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { PageSpinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useShopTimeZone } from '../../lib/use-shop-time-zone';
import { useMovementsQuery, type InventoryRow } from './inventory-api';
import { MovementTable } from './movement-table';
import { ItemOptions } from './stock-format';

const PAGE_SIZE = 25;

/** Admins: every change of stock at the shop, newest first, by day range and item. */
export function MovementsTab({
  locationId,
  rows,
}: {
  locationId: LocationId;
  rows: InventoryRow[];
}) {
  const [filters, setFilters] = useState({ from: '', to: '', item: '', page: 1 });
  const timeZone = useShopTimeZone(locationId);
  const movements = useMovementsQuery(
    { location: locationId, ...filters, page_size: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const filter = (change: Partial<typeof filters>) =>
    setFilters((before) => ({ ...before, page: 1, ...change }));
  const count = movements.data?.count ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label="Movement filters"
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[repeat(2,minmax(0,11rem))_minmax(0,20rem)]"
      >
        <DateRangeFields
          idPrefix="movements"
          from={filters.from}
          to={filters.to}
          onChange={filter}
        />
        <FormField label="Item" htmlFor="movements-item" className="col-span-2 md:col-span-1">
          <NativeSelect
            id="movements-item"
            value={filters.item}
            onChange={(event) => filter({ item: event.target.value })}
          >
            <option value="">All items</option>
            <ItemOptions rows={rows} />
          </NativeSelect>
        </FormField>
      </form>
      {movements.isError ? (
        <LoadFailure error={movements.error}>
          <p role="alert" className="text-red-700">
            Could not load the movements.
          </p>
        </LoadFailure>
      ) : !movements.data || !timeZone ? (
        <PageSpinner />
      ) : (
        <div
          aria-busy={movements.isFetching}
          className={cn('flex flex-col gap-4', movements.isFetching && 'opacity-60')}
        >
          <p role="status" className="text-slate-700">
            {count === 0
              ? 'No movements match these filters.'
              : `${count} ${count === 1 ? 'movement' : 'movements'}`}
          </p>
          {count > 0 && <MovementTable movements={movements.data.results} timeZone={timeZone} />}
          {count > PAGE_SIZE && (
            <Pager
              page={filters.page}
              pages={Math.ceil(count / PAGE_SIZE)}
              more={false}
              onPage={(page) => setFilters((before) => ({ ...before, page }))}
            />
          )}
        </div>
      )}
    </div>
  );
}
