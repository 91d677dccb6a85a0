import { idFromText } from '@shared/ids';
import type { OrderRecord, TimelineEvent } from '@shared/order-record-schemas';
import { ArrowLeft, Receipt } from 'lucide-react';
import { Suspense } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useParams } from 'react-router';
import { ItemDescription } from '../../components/item-description';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { PageSpinner } from '../../components/ui/spinner';
import { useOrderQuery } from '../../lib/api/orders-api';
import { lazyRetrying } from '../../lib/lazy-retrying';
import { Figure } from '../../components/figure';
import { formatDateTime } from '../../lib/date-time';
import { formatDollars, minusDollars } from '../../lib/money';
import { useShopTimeZone } from '../../lib/use-shop-time-zone';
import { StatusBadge, methodLabel, money } from './history-format';
import { LoadFailure } from '../../components/load-failure';

// Void and Refund (with their dialogs) load after the order shows: the history's chunk, listed on
// every first load's preload map, stays small (tests/build/budget.test.ts).
const OrderActions = lazyRetrying(async () => (await import('./order-actions')).OrderActions);

const EVENT_LABELS: Record<TimelineEvent['event'], string> = {
  created: 'Created',
  paid: 'Paid',
  started: 'Started',
  completed: 'Completed',
  voided: 'Voided',
  refunded: 'Refunded',
};

/** One order as it was sold, what happened to it since, and its receipt. */
export function OrderDetailPage() {
  const id = idFromText(useParams().id);
  const record = useOrderQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <Page title={id ? `Order #${id}` : 'Order'} description="An order, its payment and history">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
        <BackToHistory />
        {id === undefined || record.isError ? (
          <LoadFailure error={record.error}>
            <p role="alert" className="text-red-700">
              Order not found.
            </p>
          </LoadFailure>
        ) : !record.data ? (
          <PageSpinner />
        ) : (
          <OrderInShopTime record={record.data} />
        )}
      </div>
    </Page>
  );
}

function BackToHistory() {
  return (
    <Link
      to="/orders"
      className="inline-flex items-center gap-1 self-start font-medium text-teal-800 underline underline-offset-2"
    >
      <ArrowLeft className="size-4" aria-hidden /> Order History
    </Link>
  );
}

/** The order's times are on its shop's clock, so it waits for the shop's time zone. */
function OrderInShopTime({ record }: { record: OrderRecord }) {
  const timeZone = useShopTimeZone(record.location);
  return timeZone ? <OrderRecordView record={record} timeZone={timeZone} /> : <PageSpinner />;
}

/** A time on the shop's clock, '' for none; `zone` adds the zone's short name. */
type At = (iso: string | null, zone?: boolean) => string;

/** The order page: who and what, the money, when and by whom, and what was given back. */
function OrderRecordView({ record, timeZone }: { record: OrderRecord; timeZone: string }) {
  const at: At = (iso, zone = false) => (iso ? formatDateTime(iso, timeZone, { zone }) : '');
  return (
    <>
      <OrderHeader record={record} />
      {record.status === 'voided' && <VoidNotice record={record} at={at} />}
      <div className="grid items-start gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-5">
          <ItemsCard record={record} />
          <PaymentCard record={record} />
        </div>
        <div className="flex flex-col gap-5">
          <DetailsCard record={record} at={at} />
          <TimelineCard record={record} at={at} />
        </div>
      </div>
      <RefundsCard record={record} at={at} />
    </>
  );
}

function OrderHeader({ record }: { record: OrderRecord }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Order #{record.id}</h1>
          <StatusBadge status={record.status} />
        </div>
        <p className="text-xl font-semibold text-slate-800" data-testid="order-name">
          {record.order_name__name ?? 'No name'}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Suspense fallback={null}>
          <OrderActions record={record} />
        </Suspense>
        <Button variant="outline" asChild>
          <Link to={`/orders/${record.id}/receipt`}>
            <Receipt className="size-5" aria-hidden /> Receipt
          </Link>
        </Button>
      </div>
    </header>
  );
}

function VoidNotice({ record, at }: { record: OrderRecord; at: At }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
      data-testid="void-notice"
    >
      Voided {at(record.voided_at)}
      {record.voided_by && ` by ${record.voided_by.name}`}
      {record.void_reason && `: ${record.void_reason}`}
    </p>
  );
}

/** The items as sold; those given back by a refund say so. */
function ItemsCard({ record }: { record: OrderRecord }) {
  const refundedItems = new Set(record.refunds.flatMap((refund) => refund.items));
  return (
    <Card aria-labelledby="order-items-title" className="flex flex-col gap-3 p-5">
      <CardTitle id="order-items-title">Items</CardTitle>
      <ul className="divide-y divide-slate-200">
        {record.order_items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 py-2.5" data-testid="order-item">
            <div className="min-w-0 flex-1">
              <ItemDescription item={item} />
              {item.changes.length > 0 && (
                <p className="text-sm text-slate-600">{item.changes.join(', ')}</p>
              )}
              {refundedItems.has(item.id) && (
                <p className="text-sm font-semibold text-amber-800">Refunded</p>
              )}
            </div>
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatDollars(item.price)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The money as stored at the sale, never recomputed. */
function PaymentCard({ record }: { record: OrderRecord }) {
  return (
    <Card aria-labelledby="order-payment-title" className="flex flex-col gap-3 p-5">
      <CardTitle id="order-payment-title">Payment</CardTitle>
      <dl className="flex flex-col gap-1.5">
        <Figure label="Subtotal">{money(record.subtotal)}</Figure>
        <Figure label="Discount">
          {record.discount_name && (
            <span className="mr-2 text-slate-600">{record.discount_name}</span>
          )}
          <span>{minusDollars(record.discount_amount)}</span>
        </Figure>
        <Figure label="Tax">{money(record.tax)}</Figure>
        <Figure label="Tip">{money(record.tip)}</Figure>
        <Figure label="Total" strong first>
          <span data-testid="order-total">{money(record.total)}</span>
        </Figure>
        <Figure label="Method" first>
          {methodLabel(record.payment_method)}
        </Figure>
        <Figure label="Cash tendered">{money(record.cash_tendered)}</Figure>
        <Figure label="Change due">{money(record.change_due)}</Figure>
        <Figure label="Refunded" first>
          {formatDollars(record.refunded_total)}
        </Figure>
      </dl>
    </Card>
  );
}

function DetailsCard({ record, at }: { record: OrderRecord; at: At }) {
  return (
    <Card aria-labelledby="order-details-title" className="flex flex-col gap-3 p-5">
      <CardTitle id="order-details-title">Details</CardTitle>
      <dl className="flex flex-col gap-1.5">
        <Figure label="Location">{record.location_name}</Figure>
        <Figure label="Collected by">{record.collected_by_name}</Figure>
        <Figure label="Paid at">{at(record.paid_at, true) || '—'}</Figure>
        {record.started_by_name && <Figure label="Made by">{record.started_by_name}</Figure>}
      </dl>
    </Card>
  );
}

function TimelineCard({ record, at }: { record: OrderRecord; at: At }) {
  return (
    <Card aria-labelledby="order-timeline-title" className="flex flex-col gap-3 p-5">
      <CardTitle id="order-timeline-title">Timeline</CardTitle>
      {record.timeline.length === 0 ? (
        <p className="text-slate-600">Nothing recorded yet.</p>
      ) : (
        <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
          {record.timeline.map((entry, index) => (
            <TimelineEntry key={`${entry.event}-${index}`} entry={entry} when={at(entry.at)} />
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Each refund, who gave it and who approved it, and what can still be refunded. */
function RefundsCard({ record, at }: { record: OrderRecord; at: At }) {
  return (
    <Card aria-labelledby="order-refunds-title" className="flex flex-col gap-3 p-5">
      <CardTitle id="order-refunds-title">Refunds</CardTitle>
      {record.refunds.length === 0 ? (
        <p className="text-slate-600">No refunds.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {record.refunds.map((refund) => (
            <li
              key={refund.id}
              className="flex flex-wrap items-start justify-between gap-3 py-2.5"
              data-testid="refund"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {methodLabel(refund.method)} refund: {refund.reason}
                </p>
                <p className="text-sm text-slate-600">
                  {at(refund.created_at)} by {refund.created_by.name}
                  {refund.approved_by && `, approved by ${refund.approved_by.name}`}
                  {refund.items.length > 0 &&
                    ` · ${refund.items.length} ${refund.items.length === 1 ? 'item' : 'items'}`}
                </p>
              </div>
              <span className="font-semibold text-slate-900 tabular-nums">
                {minusDollars(refund.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {record.status !== 'voided' && record.status !== 'unpaid' && (
        <p className="text-sm text-slate-600">
          Still refundable: {formatDollars(record.refundable)}
        </p>
      )}
    </Card>
  );
}

function TimelineEntry({ entry, when }: { entry: TimelineEvent; when: string }) {
  return (
    <li className="relative" data-testid="timeline-event">
      <span
        aria-hidden
        className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full border-2 border-white bg-teal-700"
      />
      <p className="font-semibold text-slate-900">{EVENT_LABELS[entry.event]}</p>
      <p className="text-sm text-slate-600">
        <time dateTime={entry.at}>{when}</time>
        {entry.by && ` by ${entry.by.name}`}
      </p>
      {entry.details && <p className="text-sm text-slate-700">{entry.details}</p>}
    </li>
  );
}
