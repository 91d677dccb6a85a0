import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { readOutboxOrder } from '../../lib/offline/outbox-db';
import type { OutboxOrder } from '../../lib/offline/outbox-types';

/**
 * The kitchen ticket of a sale kept on this device, on 80 mm paper (the `.receipt` print rules
 * of index.css), so a separate bar can make it while the server is out of reach.
 */
export function OfflineTicketPage() {
  const { clientId = '' } = useParams();
  const [order, setOrder] = useState<OutboxOrder | null | undefined>(undefined);
  useEffect(() => {
    void readOutboxOrder(clientId).then((found) => setOrder(found ?? null));
  }, [clientId]);
  return (
    <Page title="Kitchen ticket" description="A kitchen ticket of a sale kept on this device">
      <div className="mx-auto flex w-full max-w-sm flex-col gap-4">
        <div className="no-print">
          <Button onClick={() => window.print()} disabled={!order}>
            Print
          </Button>
        </div>
        {order === null && (
          <p role="alert" className="text-red-700">
            This sale is no longer on this device: it has been sent.
          </p>
        )}
        {order && <Ticket order={order} />}
      </div>
    </Page>
  );
}

function Ticket({ order }: { order: OutboxOrder }) {
  return (
    <article
      className="receipt flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 font-mono text-slate-900"
      data-testid="kitchen-ticket"
      aria-labelledby="ticket-name"
    >
      <h1 id="ticket-name" className="text-center text-4xl font-bold">
        {order.callOut}
      </h1>
      <ol className="flex flex-col gap-2">
        {order.lines.map((line) => (
          <li key={line.key} className="border-t border-dashed border-slate-400 pt-2">
            <p className="text-lg font-bold">
              {line.size} {line.name}
            </p>
            <p>{line.soda}</p>
            {line.flavors.length > 0 && <p>{line.flavors.join(', ')}</p>}
            {line.low_sugar && <p>Low sugar</p>}
            {line.flat_or_sparkling && <p>{line.flat_or_sparkling}</p>}
            {line.note && <p>Note: {line.note}</p>}
          </li>
        ))}
      </ol>
    </article>
  );
}
