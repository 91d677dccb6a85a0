import type { OrderItemDisplay } from '@shared/order-types';
import { cn } from '../lib/cn';

type Described = Pick<OrderItemDisplay, 'description' | 'flat_or_sparkling' | 'note'>;

const WATER_NOTE = /^(FLAT|SPARKLING) WATER(?: \| )?/;

/**
 * The user's part of a note: the order form writes 'FLAT WATER' / 'SPARKLING WATER' in front of
 * it (SPEC section 5), which the badge shows instead.
 */
export const userNote = (item: Described) =>
  item.flat_or_sparkling ? item.note.replace(WATER_NOTE, '') : item.note;

/** 'Flat' or 'Sparkling' as a small badge (a badge, not a note: it names the drink's kind). */
export function WaterBadge({ item }: { item: Described }) {
  if (!item.flat_or_sparkling) return null;
  const sparkling = item.flat_or_sparkling === 'sparkling';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        sparkling ? 'bg-sky-100 text-sky-900' : 'bg-slate-200 text-slate-800',
      )}
      data-testid="water-badge"
    >
      {sparkling ? 'Sparkling' : 'Flat'}
    </span>
  );
}

/** The item told by its changes against the recipe, with its water badge. */
export function ItemDescription({
  item,
  className,
  as: Tag = 'p',
}: {
  item: Described;
  className?: string;
  as?: 'p' | 'h2' | 'h3';
}) {
  return (
    <Tag className={cn('font-semibold text-slate-900', className)}>
      <span data-testid="item-description">{item.description}</span>
      {item.flat_or_sparkling && (
        <>
          {' '}
          <WaterBadge item={item} />
        </>
      )}
    </Tag>
  );
}
