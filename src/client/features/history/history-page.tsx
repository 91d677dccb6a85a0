import type { LocationId } from '@shared/ids';
import type { OrderHistoryEntry } from '@shared/order-history-schemas';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DateRangeFields } from '../../components/date-range-fields';
import { LocationNeeded } from '../../components/location-needed';
import { Pager } from '../../components/pager';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Page } from '../../components/ui/page';
import { PageSpinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatDateTime, formatDay, formatDayRange, today } from '../../lib/date-time';
import { formatDollars } from '../../lib/money';
import { useLocationId } from '../../lib/state/use-location-id';
import { useIsWide } from '../../lib/use-media-query';
import { useShopTimeZone } from '../../lib/use-shop-time-zone';
import { type HistoryStatus, useOrderHistoryQuery } from './history-api';
import { StatusBadge, methodLabel } from './history-format';
import { LoadFailure } from '../../components/load-failure';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

const STATUS_OPTIONS: { value: HistoryStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'paid', label: 'Paid' },
  { value: 'voided', label: 'Voided' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'partially_refunded', label: 'Partially refunded' },
];
const isStatus = (value: string): value is HistoryStatus =>
  STATUS_OPTIONS.some((option) => option.value !== '' && option.value === value);

/**
 * The filters live in the address (so Back from an order returns to the same list): no `from`/`to`
 * means today, an empty one means no bound ("All dates").
 */
function useHistoryFilters(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const day = today(timeZone);
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? 1);
  const filters = {
    from: params.get('from') ?? day,
    to: params.get('to') ?? day,
    q: params.get('q') ?? '',
    status: isStatus(status) ? status : ('' as const),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
  /** Sets filters; any change but the page's goes back to page 1. */
  const update = useCallback(
    (changes: Partial<Record<'from' | 'to' | 'q' | 'status' | 'page', string>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) next.set(key, value ?? '');
          if (next.get('q') === '') next.delete('q');
          if (next.get('status') === '') next.delete('status');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, update, day };
}

/** The paid orders of the chosen location, by day, call-out name, order id or item. */
export function HistoryPage() {
  const locationId = useLocationId();
  return (
    <Page title="Order History" description="Find a paid order, open it and print its receipt">
      {locationId ? (
        <History locationId={locationId} />
      ) : (
        <LocationNeeded description="Choose the shop whose orders you want to see." />
      )}
    </Page>
  );
}

/** "Today" is the shop's day, so the list waits for the shop's time zone. */
function History({ locationId }: { locationId: LocationId }) {
  const timeZone = useShopTimeZone(locationId);
  return timeZone ? <HistoryOfShop locationId={locationId} timeZone={timeZone} /> : <PageSpinner />;
}

function HistoryOfShop({ locationId, timeZone }: { locationId: LocationId; timeZone: string }) {
  const { filters, update, day } = useHistoryFilters(timeZone);
  const wide = useIsWide();
  const history = useOrderHistoryQuery(
    { location: locationId, ...filters, page_size: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const count = history.data?.count ?? 0;
  const capped = history.data?.count_is_capped ?? false;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const allDates = filters.from === '' && filters.to === '';

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-slate-900">Order History</h1>
      <HistoryFilters filters={filters} update={update} day={day} />

      {history.isError ? (
        <LoadFailure error={history.error}>
          <p role="alert" className="text-red-700">
            Could not load the order history.
          </p>
        </LoadFailure>
      ) : !history.data ? (
        <PageSpinner />
      ) : (
        <section
          aria-label="Orders"
          aria-busy={history.isFetching}
          className={cn('flex flex-col gap-4', history.isFetching && 'opacity-60')}
        >
          <p role="status" className="text-slate-600">
            {count === 0
              ? 'No orders match these filters.'
              : `${countText(count, capped)} ${count === 1 ? 'order' : 'orders'}${allDates ? '' : dateRange(filters.from, filters.to)}`}
          </p>
          {history.data.results.length > 0 &&
            (wide ? (
              <HistoryTable orders={history.data.results} timeZone={timeZone} />
            ) : (
              <HistoryCards orders={history.data.results} timeZone={timeZone} />
            ))}
          {count > 0 && (
            <Pager
              page={filters.page}
              pages={pages}
              more={capped && history.data.next !== null}
              onPage={(page) => update({ page: String(page) })}
            />
          )}
        </section>
      )}
    </div>
  );
}

type HistoryFilterState = ReturnType<typeof useHistoryFilters>;

/** The day range, Today and All dates, the search box and the status. */
function HistoryFilters({ filters, update, day }: HistoryFilterState) {
  const search = useCallback((q: string) => update({ q }), [update]);
  const allDates = filters.from === '' && filters.to === '';
  return (
    <form
      role="search"
      aria-label="Order filters"
      className="grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[repeat(2,minmax(0,10rem))_auto_minmax(0,1fr)_minmax(0,12rem)]"
      onSubmit={(event) => event.preventDefault()}
    >
      <DateRangeFields idPrefix="history" from={filters.from} to={filters.to} onChange={update} />
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <Button
          variant="outline"
          aria-pressed={filters.from === day && filters.to === day}
          onClick={() => update({ from: day, to: day })}
        >
          Today
        </Button>
        <Button
          variant="outline"
          aria-pressed={allDates}
          onClick={() => update({ from: '', to: '' })}
        >
          All dates
        </Button>
      </div>
      <SearchField value={filters.q} onSearch={search} className="col-span-2 md:col-span-1" />
      <FormField label="Status" htmlFor="history-status" className="col-span-2 md:col-span-1">
        <NativeSelect
          id="history-status"
          value={filters.status}
          onChange={(event) => update({ status: event.target.value })}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </form>
  );
}

/** '10,000+' past the count the server stops at. */
const countText = (count: number, capped: boolean) =>
  capped ? `${count.toLocaleString('en-US')}+` : String(count);

function dateRange(from: string, to: string) {
  if (from && from === to) return ` on ${formatDay(from)}`;
  if (from && to) return `, ${formatDayRange(from, to)}`;
  return from ? ` from ${formatDay(from)}` : ` up to ${formatDay(to)}`;
}

/** The search box: it searches once typing pauses, or at once on Enter. */
function SearchField({
  value,
  onSearch,
  className,
}: {
  value: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <FormField label="Search" htmlFor="history-search" className={className}>
      <Input
        id="history-search"
        type="search"
        placeholder="Name, order # or item"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
      />
    </FormField>
  );
}

/** The table's columns; the numbers are right-aligned. */
const HEADINGS: [string, boolean][] = [
  ['Order', false],
  ['Name', false],
  ['Paid at', false],
  ['Location', false],
  ['Collected by', false],
  ['Items', true],
  ['Total', true],
  ['Method', false],
  ['Status', false],
];

const orderPath = (order: OrderHistoryEntry) => `/orders/${order.id}`;
const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** Wide screens: one row per order; the whole row opens it, its number is the link. */
function HistoryTable({ orders, timeZone }: { orders: OrderHistoryEntry[]; timeZone: string }) {
  const navigate = useNavigate();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left whitespace-nowrap">
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
          <tr>
            {HEADINGS.map(([heading, right]) => (
              <th
                key={heading}
                scope="col"
                className={`px-2.5 py-2.5 font-semibold${right ? ' text-right' : ''}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-[0.9375rem]">
          {orders.map((order) => (
            <tr
              key={order.id}
              data-testid="history-row"
              className="cursor-pointer hover:bg-slate-50"
              onClick={(event) => {
                // The number's own link has gone there already.
                if (!(event.target as Element).closest('a')) navigate(orderPath(order));
              }}
            >
              <td className="px-2.5 py-2.5">
                <Link
                  to={orderPath(order)}
                  aria-label={`Order #${order.id}${order.order_name ? `, ${order.order_name}` : ''}`}
                  className="inline-block font-semibold text-teal-800 underline underline-offset-2"
                >
                  #{order.id}
                </Link>
              </td>
              <td className="px-2.5 py-2.5 font-medium text-slate-900">
                {order.order_name ?? '—'}
              </td>
              <td className="px-2.5 py-2.5 text-slate-700">
                {formatDateTime(order.paid_at, timeZone)}
              </td>
              <td className="px-2.5 py-2.5 whitespace-normal text-slate-700">
                {order.location_name}
              </td>
              <td className="px-2.5 py-2.5 text-slate-700">{order.collected_by_name}</td>
              <td className="px-2.5 py-2.5 text-right text-slate-700 tabular-nums">
                {order.items_count}
              </td>
              <td className="px-2.5 py-2.5 text-right font-semibold text-slate-900 tabular-nums">
                {formatDollars(order.total)}
              </td>
              <td className="px-2.5 py-2.5 text-slate-700">{methodLabel(order.payment_method)}</td>
              <td className="px-2.5 py-2.5">
                <StatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per order, each a link to it. */
function HistoryCards({ orders, timeZone }: { orders: OrderHistoryEntry[]; timeZone: string }) {
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => (
        <li key={order.id} data-testid="history-row">
          <Link
            to={orderPath(order)}
            className="flex flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-600">
                  <span className="sr-only">Order </span>#{order.id}
                </span>
                <span className="block truncate text-lg font-bold text-slate-900">
                  {order.order_name ?? 'No name'}
                </span>
              </span>
              <StatusBadge status={order.status} />
            </span>
            <span className="text-sm text-slate-600">
              {formatDateTime(order.paid_at, timeZone)} · {order.location_name}
            </span>
            <span className="flex items-end justify-between gap-3">
              <span className="text-sm text-slate-600">
                {itemsText(order.items_count)} · {methodLabel(order.payment_method)} · by{' '}
                {order.collected_by_name}
              </span>
              <span className="text-lg font-bold text-slate-900 tabular-nums">
                {formatDollars(order.total)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
