import { Link } from 'react-router';

/** The paid order's receipt, from the checkout's success toast and the paid order's notice. */
export function PrintReceiptLink({ orderId }: { orderId: number }) {
  return (
    <Link
      to={`/orders/${orderId}/receipt`}
      className="font-semibold text-teal-800 underline underline-offset-2"
    >
      Print receipt
    </Link>
  );
}

/** The success toast of a checkout: its message, then the link to the receipt. */
export function paidToast(orderId: number) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span>Order completed successfully</span>
      <PrintReceiptLink orderId={orderId} />
    </span>
  );
}
