import { cn } from '../../lib/cn';
import type { StockMovement } from './inventory-api';
import { formatDateTime } from '../../lib/date-time';
import { formatQuantity, formatUnitCost, signedQuantity, unitText } from './stock-format';

const TYPE_LABELS: Record<StockMovement['type'], string> = {
  sale: 'Sale',
  void: 'Void',
  receipt: 'Delivery',
  waste: 'Waste',
  count: 'Count',
  transfer: 'Transfer',
};

/** What else the movement says: a count's figures, a waste's reason, a sale's order, a cost. */
function details(m: StockMovement) {
  const parts: string[] = [];
  if (m.type === 'count' && m.counted !== null)
    parts.push(
      `counted ${formatQuantity(m.counted)}, expected ${formatQuantity(m.expected ?? 0)}, variance ${signedQuantity(m.variance ?? 0)}`,
    );
  if (m.reason) parts.push(m.reason);
  if (m.order !== null) parts.push(`order #${m.order}`);
  if (m.unit_cost !== null && m.type === 'receipt')
    parts.push(`at ${formatUnitCost(m.unit_cost)} each`);
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Th({ children, right = false }: { children: string; right?: boolean }) {
  return (
    <th scope="col" className={cn('px-2.5 py-2 font-semibold', right && 'text-right')}>
      {children}
    </th>
  );
}

/** The movements of a page, newest first: one row each, the change signed. */
export function MovementTable({
  movements,
  timeZone,
}: {
  movements: StockMovement[];
  timeZone: string;
}) {
  return (
    // A phone scrolls it sideways: the keyboard can too, from the region's focus.
    <div
      role="region"
      aria-label="Movements"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <table className="w-full text-left">
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
          <tr>
            <Th>When</Th>
            <Th>Type</Th>
            <Th>Item</Th>
            <Th right>Change</Th>
            <Th>Details</Th>
            <Th>By</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-[0.9375rem]">
          {movements.map((m) => (
            <tr key={m.id} data-testid="movement-row">
              <td className="px-2.5 py-2 whitespace-nowrap text-slate-700">
                {formatDateTime(m.created_at, timeZone)}
              </td>
              <td className="px-2.5 py-2 font-medium text-slate-900">{TYPE_LABELS[m.type]}</td>
              <td className="px-2.5 py-2 text-slate-900">{m.name}</td>
              <td className="px-2.5 py-2 text-right whitespace-nowrap text-slate-900 tabular-nums">
                {signedQuantity(m.quantity)} {unitText(Math.abs(m.quantity), m.uom)}
              </td>
              <td className="min-w-48 px-2.5 py-2 text-slate-700">{details(m)}</td>
              <td className="px-2.5 py-2 text-slate-700">{m.created_by_name || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
