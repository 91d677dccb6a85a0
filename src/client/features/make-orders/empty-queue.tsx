import { Inbox } from 'lucide-react';
import { Link } from 'react-router';

/** 'No orders in queue' with what to try when an expected order does not show. */
export function EmptyQueue() {
  return (
    <section
      aria-labelledby="empty-queue-title"
      className="mx-auto flex w-full max-w-[400px] flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6"
    >
      <Inbox className="size-10 text-slate-400" aria-hidden />
      <h2 id="empty-queue-title" className="text-xl font-bold text-slate-900">
        No orders in queue
      </h2>
      <p className="text-slate-600">
        New orders appear here by themselves. If an order you expect has not shown after 10-15
        seconds:
      </p>
      <ol className="list-decimal space-y-1 pl-5 text-slate-800">
        <li>Check that the right location is selected, then refresh the page.</li>
        <li>Reset the connection with the button above.</li>
        <li>
          Go to the{' '}
          <Link to="/make-orders/backup" className="font-semibold text-teal-700 underline">
            backup page
          </Link>
          .
        </li>
        <li>Log out and log back in.</li>
        <li>Contact the administrator.</li>
      </ol>
    </section>
  );
}
