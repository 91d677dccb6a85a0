import { centsToDollars } from '@shared/money';
import { CloudOff } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Page } from '../../components/ui/page';
import { PageSpinner } from '../../components/ui/spinner';
import { LocationNeeded } from '../../components/location-needed';
import { formatDollars } from '../../lib/money';
import { OFFLINE_APPROVAL_MESSAGE } from '../../lib/offline/device-checkout';
import { useLocationId } from '../../lib/state/use-location-id';
import type { LocationId } from '@shared/ids';
import { Notice } from './checkout-notice';
import { OrderNamePicker } from './order-name-picker';
import { SaleSummary, SaleTotal } from './sale-summary';
import { TenderField } from './tender-field';
import { TipField } from './tip-field';
import { useOfflineCheckout } from './use-offline-checkout';

const COMPLETE_ORDER_CONFIRM =
  'Please ensure the order is paid for and then click button again to confirm.';

type OfflineCheckout = ReturnType<typeof useOfflineCheckout>;

/** Checkout of the order rung up on this device while the server is out of reach. */
export function OfflineCheckoutPage() {
  const locationId = useLocationId();
  return (
    <Page title="Checkout" description="Check out an order kept on this device">
      {locationId ? (
        <OfflineCheckoutBody locationId={locationId} />
      ) : (
        <LocationNeeded description="Choose the shop location you are taking orders for." />
      )}
    </Page>
  );
}

function OfflineCheckoutBody({ locationId }: { locationId: LocationId }) {
  const checkout = useOfflineCheckout(locationId);
  if (!checkout.ready || checkout.names.loading) return <PageSpinner />;
  if (checkout.lines.length === 0)
    return <Notice title="Order">This order has no items to check out.</Notice>;
  return (
    <Card className="mx-auto w-full max-w-2xl p-4 sm:p-6 md:max-w-5xl">
      <form
        onSubmit={(event) => event.preventDefault()}
        noValidate
        className="grid grid-cols-1 gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:gap-x-8"
      >
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Order</h1>
          <p
            className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="offline-checkout-note"
          >
            <CloudOff className="size-4 shrink-0" aria-hidden />
            You are offline: this sale is kept on this device and sent when back online.
          </p>
          <OfflineItems checkout={checkout} />
          <DiscountChoice checkout={checkout} />
          <TipField
            choice={checkout.payment.tip.choice}
            onChoice={checkout.payment.tip.setChoice}
            custom={checkout.payment.tip.custom}
            onCustom={checkout.payment.tip.setCustom}
            baseCents={checkout.figures.subtotalCents - checkout.figures.discountCents}
            error={checkout.figures.tipError}
          />
          <SaleSummary
            figures={checkout.figures}
            discountName={checkout.discount?.name}
            taxRate={checkout.taxRate}
            pricesIncludeTax={checkout.pricesIncludeTax}
          />
        </div>
        <SaleControls checkout={checkout} />
      </form>
    </Card>
  );
}

function SaleControls({ checkout }: { checkout: OfflineCheckout }) {
  const { errors } = checkout.form.formState;
  return (
    <div className="flex flex-col gap-5 md:self-start">
      <SaleTotal figures={checkout.figures} />
      <Controller
        control={checkout.form.control}
        name="order_name"
        render={({ field }) => (
          <OrderNamePicker
            names={checkout.names}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            autoFocus={false}
            error={errors.order_name?.message}
          />
        )}
      />
      <TenderField
        method={checkout.payment.tender.method}
        onMethod={checkout.payment.tender.setMethod}
        tendered={checkout.payment.tender.tendered}
        onTendered={checkout.payment.tender.setTendered}
        figures={checkout.figures}
      />
      <ConfirmButton
        size="lg"
        warning={COMPLETE_ORDER_CONFIRM}
        beforeArm={checkout.readyToComplete}
        onConfirm={() => checkout.complete()}
        disabled={checkout.overThreshold}
      >
        Complete Order
      </ConfirmButton>
    </div>
  );
}

function OfflineItems({ checkout }: { checkout: OfflineCheckout }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Items">
      {checkout.lines.map((line) => (
        <li key={line.key} className="flex items-center justify-between gap-3 px-3 py-2">
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold text-slate-900">{line.name}</span>
            <span className="text-sm text-slate-600">
              {line.size}
              {line.customized && line.flavors.length > 0 && ` · ${line.flavors.join(', ')}`}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <span className="tabular-nums">{formatDollars(centsToDollars(line.priceCents))}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void checkout.removeLine(line.key)}
              aria-label={`Remove ${line.name}, ${line.size}`}
            >
              Remove
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}

function DiscountChoice({ checkout }: { checkout: OfflineCheckout }) {
  const applied = checkout.discount !== null;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="offline-discount">Discount</Label>
      <NativeSelect
        id="offline-discount"
        value={checkout.discount?.id ?? ''}
        onChange={(event) => checkout.setDiscountId(Number(event.target.value) || null)}
      >
        <option value="">No discount</option>
        {checkout.discounts.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </NativeSelect>
      {applied && checkout.overThreshold && (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-700">
          <p>{OFFLINE_APPROVAL_MESSAGE}</p>
          <Button variant="outline" size="sm" onClick={() => checkout.setDiscountId(null)}>
            Remove discount
          </Button>
        </div>
      )}
    </div>
  );
}
