import { idFromText } from '@shared/ids';
import { centsToDollars, dollarsToCents } from '@shared/money';
import type { Receipt } from '@shared/order-record-schemas';
import { ArrowLeft } from 'lucide-react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { PageSpinner } from '../../components/ui/spinner';
import { Figure } from '../../components/figure';
import { formatDateTime } from '../../lib/date-time';
import { formatDollars, minusDollars } from '../../lib/money';
import { useReceiptQuery } from './history-api';
import { methodLabel } from './history-format';
import { LoadFailure } from '../../components/load-failure';

/** An order's receipt on 80 mm paper (the `.receipt` print rules of index.css). */
export function ReceiptPage() {
  const id = idFromText(useParams().id);
  const receipt = useReceiptQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <Page title={id ? `Receipt #${id}` : 'Receipt'} description="An order's printable receipt">
      <div className="mx-auto flex w-full max-w-sm flex-col gap-4">
        <div className="no-print flex flex-wrap gap-3">
          <Button onClick={() => window.print()} disabled={!receipt.data}>
            Print
          </Button>
          {id !== undefined && (
            <Button variant="outline" asChild>
              <Link to={`/orders/${id}`}>
                <ArrowLeft className="size-5" aria-hidden /> Back to order
              </Link>
            </Button>
          )}
        </div>
        {id === undefined || receipt.isError ? (
          <LoadFailure error={receipt.error}>
            <p role="alert" className="text-red-700">
              Receipt not found.
            </p>
          </LoadFailure>
        ) : !receipt.data ? (
          <PageSpinner />
        ) : (
          <ReceiptView receipt={receipt.data} />
        )}
      </div>
    </Page>
  );
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  return (
    <article
      aria-labelledby="receipt-shop"
      data-testid="receipt"
      className="receipt flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 font-mono text-sm text-slate-900 shadow-sm"
    >
      <ReceiptHeader receipt={receipt} />

      {receipt.status === 'voided' && (
        <p
          data-testid="receipt-voided"
          className="border-2 border-red-700 py-1 text-center text-2xl font-bold tracking-widest text-red-700"
        >
          VOIDED
        </p>
      )}

      <div className="flex flex-col items-center gap-0.5 border-y border-dashed border-slate-400 py-2 text-center">
        <p>Order #{receipt.order_id}</p>
        {receipt.order_name && (
          <p className="text-xl font-bold" data-testid="receipt-name">
            {receipt.order_name}
          </p>
        )}
        <p data-testid="receipt-cashier">Cashier: {receipt.cashier_name}</p>
      </div>

      <ul aria-label="Items" className="flex flex-col gap-2">
        {receipt.items.map((item) => (
          <li key={item.id} data-testid="receipt-item">
            <div className="flex justify-between gap-3">
              <span className="font-semibold">{item.name}</span>
              <span className="tabular-nums">{formatDollars(item.price)}</span>
            </div>
            {item.description && item.description !== item.name && (
              <p className="text-xs text-slate-600">{item.description}</p>
            )}
          </li>
        ))}
      </ul>

      <ReceiptFigures receipt={receipt} />
      {receipt.refunds.length > 0 && <ReceiptRefunds receipt={receipt} />}

      <p className="border-t border-dashed border-slate-400 pt-2 text-center">
        Thank you! Enjoy your drink.
      </p>
    </article>
  );
}

/** The shop, the location's address and phone, and when the order was paid. */
function ReceiptHeader({ receipt }: { receipt: Receipt }) {
  return (
    <header className="flex flex-col items-center gap-0.5 text-center">
      <h1 id="receipt-shop" className="text-lg font-bold">
        {receipt.shop_name}
      </h1>
      <p>{receipt.location.name}</p>
      {receipt.location.address && (
        <p className="whitespace-pre-line" data-testid="receipt-address">
          {receipt.location.address}
        </p>
      )}
      {receipt.location.phone && <p data-testid="receipt-phone">{receipt.location.phone}</p>}
      <p data-testid="receipt-when">
        <time dateTime={receipt.paid_at}>
          {formatDateTime(receipt.paid_at, receipt.time_zone, { zone: true })}
        </time>
      </p>
    </header>
  );
}

/** Subtotal, discount, tax, tip and total, then how it was paid. */
function ReceiptFigures({ receipt }: { receipt: Receipt }) {
  const taxLabel = `Tax (${receipt.tax_rate}%${receipt.prices_include_tax ? ', included' : ''})`;
  const cash = receipt.payment_method === 'cash';
  return (
    <dl className="flex flex-col gap-1 border-t border-dashed border-slate-400 pt-2">
      <Figure label="Subtotal">{formatDollars(receipt.subtotal)}</Figure>
      {(receipt.discount > 0 || receipt.discount_name) && (
        <Figure label={receipt.discount_name ? `Discount (${receipt.discount_name})` : 'Discount'}>
          {minusDollars(receipt.discount)}
        </Figure>
      )}
      <Figure label={taxLabel}>{formatDollars(receipt.tax)}</Figure>
      {receipt.tip > 0 && <Figure label="Tip">{formatDollars(receipt.tip)}</Figure>}
      <Figure label="Total" strong className="text-base">
        <span data-testid="receipt-total">{formatDollars(receipt.total)}</span>
      </Figure>
      <Figure label="Paid by" first>
        {methodLabel(receipt.payment_method)}
      </Figure>
      {cash && receipt.cash_tendered !== null && (
        <Figure label="Cash tendered">{formatDollars(receipt.cash_tendered)}</Figure>
      )}
      {cash && receipt.change_due !== null && (
        <Figure label="Change due">{formatDollars(receipt.change_due)}</Figure>
      )}
    </dl>
  );
}

/** Each refund with its time, method and reason, the refunded total and what is left paid. */
function ReceiptRefunds({ receipt }: { receipt: Receipt }) {
  return (
    <section
      aria-labelledby="receipt-refunds"
      className="border-t border-dashed border-slate-400 pt-2"
    >
      <h2 id="receipt-refunds" className="font-bold">
        Refunds
      </h2>
      <dl className="flex flex-col gap-1">
        {receipt.refunds.map((refund, index) => (
          <Figure
            key={index}
            label={`${formatDateTime(refund.at, receipt.time_zone)} ${methodLabel(refund.method)}: ${refund.reason}`}
          >
            {minusDollars(refund.amount)}
          </Figure>
        ))}
        <Figure label="Refunded" strong>
          {minusDollars(receipt.refunded_total)}
        </Figure>
        <Figure label="Net paid" strong>
          {formatDollars(
            centsToDollars(dollarsToCents(receipt.total) - dollarsToCents(receipt.refunded_total)),
          )}
        </Figure>
      </dl>
    </section>
  );
}
