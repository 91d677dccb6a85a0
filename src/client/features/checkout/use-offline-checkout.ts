import type { LocationId } from '@shared/ids';
import { zodResolver } from '@hookform/resolvers/zod';
import { typedOrderName } from '@shared/order-schemas';
import { z } from '@shared/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  needsApproval,
  offlineSums,
  outboxOrderOf,
  ORDER_KEPT_MESSAGE,
} from '../../lib/offline/device-checkout';
import { keepPaidOrder } from '../../lib/offline/outbox-db';
import { useDeviceCatalogue } from '../../lib/offline/use-device-catalogue';
import { useOfflineCart } from '../../lib/offline/use-offline';
import { notifyInPlace } from '../../lib/toast';
import { formPasses, usePaymentInputs } from './payment-inputs';
import { saleFigures } from './sale-figures';
import { orderNamesOf, useOrderNames } from './use-order-names';

const nameSchema = z.object({ order_name: typedOrderName });

/** The tip, tender and cash handed over, as the cashier set them (as the online checkout). */

/**
 * Checkout of the offline current order: the same figures and checks as the online checkout
 * (sale-figures.ts), totals priced on the device, and Complete Order keeping the paid order in
 * the device's outbox for the sync to send.
 */
export function useOfflineCheckout(locationId: LocationId) {
  const navigate = useNavigate();
  const cart = useOfflineCart(locationId);
  const device = useDeviceCatalogue(locationId);
  const fresh = useOrderNames(locationId);
  // Offline the checkout's own read fails: the names the till read on Take Order serve.
  const names =
    fresh.all.length === 0 && device.orderNames ? orderNamesOf(device.orderNames, false) : fresh;
  const payment = usePaymentInputs();
  const form = useForm<{ order_name: string }>({
    resolver: zodResolver(nameSchema),
    defaultValues: { order_name: '' },
    reValidateMode: 'onChange',
  });
  const [discountId, setDiscountId] = useState<number | null>(null);
  const discount = device.discounts.find((d) => d.id === discountId) ?? null;
  const tax = device.tax ?? { rateThousandths: 0, pricesIncludeTax: false };
  const figures = saleFigures({ ...offlineSums(cart.lines, discount), tax, ...payment.values });
  const overThreshold = needsApproval(figures.discountCents, device.thresholdCents);

  const readyToComplete = async () => {
    const valid = await formPasses(form);
    return valid && !overThreshold && !figures.tipError && !figures.tenderError;
  };

  const complete = form.handleSubmit(async ({ order_name }) => {
    const listed = names.match(order_name);
    await keepPaidOrder(
      outboxOrderOf({
        location: locationId,
        lines: cart.lines,
        name: listed ? { listed: listed.name } : { typed: order_name.trim() },
        discount,
        figures,
        method: payment.values.method,
        takenAt: new Date(),
        clientId: crypto.randomUUID(),
      }),
    );
    notifyInPlace(ORDER_KEPT_MESSAGE);
    navigate('/take-order');
  });

  return {
    form,
    lines: cart.lines,
    removeLine: cart.remove,
    names,
    discounts: device.discounts,
    discount,
    setDiscountId,
    overThreshold,
    figures,
    taxRate: device.tax ? device.tax.rateThousandths / 1000 : 0,
    pricesIncludeTax: tax.pricesIncludeTax,
    ready: device.ready,
    payment,
    readyToComplete,
    complete,
  };
}
