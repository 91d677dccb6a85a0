import { Spinner } from '../../components/ui/spinner';
import { usePriceQuoteQuery } from './take-order-api';
import { formatDollars } from '../../lib/money';
import { centsToDollars } from '@shared/money';

interface PriceQuoteLineProps {
  cup: number;
  menuItemId: number | null;
  customSodaId: number | null;
  flavorIds: number[];
  /** A customized or custom drink without its soda yet: no quote to ask for. */
  waitingForSoda: boolean;
  /** Selling on the device: its own price in cents (null when it cannot know it); no quote asked. */
  deviceCents?: number | null;
}

/** The server's price for the current choices (the same code prices the stored item). */
export function PriceQuoteLine({
  cup,
  menuItemId,
  customSodaId,
  flavorIds,
  waitingForSoda,
  deviceCents,
}: PriceQuoteLineProps) {
  const onDevice = deviceCents !== undefined;
  const { data, isFetching, isError } = usePriceQuoteQuery(
    {
      cup,
      menu_item: menuItemId,
      custom_order__soda: customSodaId,
      custom_order_flavors: flavorIds,
    },
    { skip: waitingForSoda || onDevice },
  );
  return (
    <p
      className="flex min-h-8 items-center justify-between rounded-lg bg-slate-100 px-4 py-2 text-lg"
      aria-live="polite"
    >
      <span className="font-semibold text-slate-700">Price:</span>
      {waitingForSoda ? (
        <span className="text-base text-slate-500">Choose a soda</span>
      ) : onDevice ? (
        <DevicePrice cents={deviceCents} />
      ) : isError ? (
        <span className="text-base text-red-600">Price not available</span>
      ) : (
        <span
          className="flex items-center gap-2 font-bold text-slate-900 tabular-nums"
          data-testid="price-quote"
        >
          {isFetching && <Spinner className="size-4" label="Updating price" />}
          {data ? formatDollars(data.price) : null}
        </span>
      )}
    </p>
  );
}

function DevicePrice({ cents }: { cents: number | null }) {
  if (cents === null) return <span className="text-base text-red-600">Price not available</span>;
  return (
    <span className="font-bold text-slate-900 tabular-nums" data-testid="price-quote">
      {formatDollars(centsToDollars(cents))}
    </span>
  );
}
