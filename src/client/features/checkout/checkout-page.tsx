import { idFromText } from '@shared/ids';
import { useParams } from 'react-router';
import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Page } from '../../components/ui/page';
import { PageSpinner } from '../../components/ui/spinner';
import { useOrderQuery } from '../../lib/api/orders-api';
import { useCurrentUser } from '../../lib/state/hooks';
import { isNetworkFailure } from '../../lib/http/network-failure';
import { CheckoutForm } from './checkout-form';
import { Notice } from './checkout-notice';
import { PrintReceiptLink } from '../../components/print-receipt-link';
import { LoadFailure } from '../../components/load-failure';

export function CheckoutPage() {
  const orderId = idFromText(useParams().id);
  const user = useCurrentUser();
  const order = useOrderQuery(orderId ?? skipToken, { refetchOnMountOrArgChange: true });

  let body: ReactNode;
  if (orderId === undefined) body = <Notice title="Order not found" />;
  // A read that got no answer keeps the order as last read (a payment may be under way).
  else if (order.isError && !(isNetworkFailure(order.error) && order.data))
    body = (
      <LoadFailure error={order.error}>
        <Notice title="Order not found" />
      </LoadFailure>
    );
  else if (!order.data || !user) body = <PageSpinner />;
  else if (order.data.is_paid)
    body = (
      <Notice title="Order">
        <p>This order has already been paid.</p>
        <PrintReceiptLink orderId={orderId} />
      </Notice>
    );
  else
    body = (
      <CheckoutForm
        orderId={orderId}
        userId={user.id}
        locationId={order.data.location}
        online={order.data.online}
      />
    );

  return (
    <Page title="Checkout" description="Check out an order: discount, order name and payment">
      {body}
    </Page>
  );
}
