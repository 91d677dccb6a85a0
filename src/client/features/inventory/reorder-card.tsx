import type { LocationId } from '@shared/ids';
import { Download } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatDollars } from '../../lib/money';
import { useReorderQuery } from './inventory-api';
import { quantityText } from './stock-format';

/** What to order to bring every item up to its par, with its estimated cost and as a CSV file. */
export function ReorderList({ locationId }: { locationId: LocationId }) {
  const reorder = useReorderQuery(locationId, { refetchOnMountOrArgChange: true });
  const csv = `/api/inventory/reorder?location=${locationId}&format=csv`;
  return (
    <section aria-labelledby="reorder-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reorder-title" className="text-xl font-bold text-slate-900">
          What to order
        </h2>
        <a href={csv} download className={buttonClasses('outline', 'sm')}>
          <Download className="size-4" aria-hidden />
          Download CSV
        </a>
      </div>
      {reorder.isError ? (
        <p className="text-red-700">Could not load what to order.</p>
      ) : !reorder.data ? (
        <Spinner />
      ) : reorder.data.rows.length === 0 ? (
        <p className="text-slate-700">Every item is at or above its par.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-1 text-slate-800">
            {reorder.data.rows.map((row) => (
              <li key={`${row.kind}:${row.id}`} className="flex justify-between gap-3">
                <span>
                  {row.name}: {quantityText(row.quantity, row.uom)}
                </span>
                <span className="tabular-nums">{formatDollars(row.estimated_cost)}</span>
              </li>
            ))}
          </ul>
          <p className="font-semibold text-slate-900">
            Estimated cost: {formatDollars(reorder.data.estimated_cost)}
          </p>
        </>
      )}
    </section>
  );
}
