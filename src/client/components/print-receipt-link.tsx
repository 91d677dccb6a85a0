import { Link } from 'react-router';

/** The paid order's receipt, from Take Order after the sale and from the paid order's notice. */
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
