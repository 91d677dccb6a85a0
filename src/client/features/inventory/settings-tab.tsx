import type { LocationId } from '@shared/ids';
import type { InventoryRow } from './inventory-api';
import { ReorderList } from './reorder-card';
import { SettingsRow } from './settings-row';
import { itemKey } from './stock-format';

/** Admins: each item's par, reorder level and unit cost, and what to order up to par. */
export function SettingsTab({
  locationId,
  rows,
}: {
  locationId: LocationId;
  rows: InventoryRow[];
}) {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-20 lg:order-last">
        <ReorderList locationId={locationId} />
      </div>
      <section aria-labelledby="levels-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="levels-title" className="text-xl font-bold text-slate-900">
          Par, reorder level and cost
        </h2>
        <p className="text-slate-700">
          Par is the level an order brings an item up to; at or below its reorder level an item
          shows Low. Unit costs are dollars per unit, up to 4 decimals.
        </p>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {rows.map((row) => (
            <SettingsRow key={itemKey(row)} locationId={locationId} row={row} />
          ))}
        </ul>
      </section>
    </div>
  );
}
