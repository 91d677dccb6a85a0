/**
 * The load process: the orchestrator forks it once and sends it LoadJobs over IPC; it runs each
 * with autocannon and answers with a LoadResult. It never runs inside a server process.
 */
import { randomUUID } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';
import { BROWSER_ACCEPT_ENCODING, type LoadJob, type LoadResult } from './load-job';
import { summary } from './stats';

/** Per connection: the order ids of the carts it added to (for the add run) or its last one. */
type Carts = Map<number, Set<number>>;
/** Which kind of request (add, checkout, read) a response answered. */
type Kind = 'add' | 'checkout' | 'read';

function requestsFor(
  job: LoadJob,
  connection: number,
  failures: string[],
  carts: Carts,
  answered: (kind: Kind) => void,
): Request[] {
  const cookie = job.cookies[connection % job.cookies.length] ?? '';
  const touched = new Set<number>();
  carts.set(connection, touched);
  const headers = {
    origin: job.url,
    cookie,
    'content-type': 'application/json',
    accept: 'application/json',
    // What a browser sends: compressed answers are part of what the app serves.
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    ...job.headers,
  };
  // The till sends a fresh Idempotency-Key with every add and checkout (take-order-api.ts,
  // checkout-api.ts), and the server claims it in the write's transaction: so does the load.
  const once = () => ({ ...headers, 'idempotency-key': randomUUID() });
  const check = (status: number, body: string) => {
    answered('read');
    if ((status < 200 || status > 299) && failures.length < 1)
      failures.push(`${status} ${body.slice(0, 300)}`);
  };
  const spec = job.request;
  if ('add' in spec) {
    const { item, locations, perCart } = spec.add;
    let added = 0;
    return [
      {
        method: 'POST',
        path: '/api/order-items',
        headers,
        setupRequest: (request) => ({
          ...request,
          headers: once(),
          body: JSON.stringify({
            ...item,
            order__location: locations[Math.floor(added / perCart) % locations.length],
          }),
        }),
        onResponse: (status, body) => {
          check(status, body);
          answered('add');
          if (status !== 201) return;
          added++;
          touched.add((JSON.parse(body) as { order__id: number }).order__id);
        },
      },
    ];
  }
  if (!('sale' in spec)) {
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    return [{ method: spec.method, path: spec.path, headers, body, onResponse: check }];
  }
  return [
    {
      method: 'POST',
      path: '/api/order-items',
      body: JSON.stringify(spec.sale.item),
      setupRequest: (request) => ({ ...request, headers: once() }),
      onResponse: (status, body, context) => {
        check(status, body);
        answered('add');
        if (status !== 201) return;
        context.orderId = (JSON.parse(body) as { order__id: number }).order__id;
        touched.clear();
        touched.add(context.orderId as number);
      },
    },
    {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        is_paid: true,
        order_name: spec.sale.orderName,
        paid_amount: spec.sale.paidAmount,
        discount: null,
      }),
      setupRequest: (request, context) =>
        context.orderId
          ? {
              ...request,
              headers: once(),
              path: `/api/orders/${String(context.orderId)}/complete-order-payment`,
            }
          : null,
      onResponse: (status, body) => {
        check(status, body);
        answered('checkout');
      },
    },
  ];
}

async function run(job: LoadJob): Promise<LoadResult> {
  const failures: string[] = [];
  const carts: Carts = new Map();
  const durations = { add: [] as number[], checkout: [] as number[], read: [] as number[] };
  let next = 0;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    // One request in flight per connection: the response event follows its request's onResponse.
    setupClient: (client) => {
      let kind: Kind = 'read';
      client.setRequests(requestsFor(job, next++, failures, carts, (k) => (kind = k)));
      client.on('response', (_status: number, _bytes: number, ms: number) =>
        durations[kind].push(ms),
      );
    },
  });
  const perRequest = 'sale' in job.request ? 2 : 1;
  const all = [...durations.add, ...durations.checkout, ...durations.read];
  const overall = all.length ? summary(all) : { p50: 0, p99: 0 };
  return {
    count: result.requests.total / perRequest,
    perSecond: result.requests.total / perRequest / result.duration,
    p50: overall.p50,
    p99: overall.p99,
    samples: all.length,
    byKind: Object.fromEntries(
      Object.entries(durations).flatMap(([k, v]) => (v.length ? [[k, summary(v)]] : [])),
    ),
    failures: result.non2xx + result.errors + result.timeouts,
    firstFailure: failures[0],
    carts: [...carts].flatMap(([connection, ids]) =>
      [...ids].map((orderId) => ({ connection, orderId })),
    ),
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send!({ result }),
    (error: Error) => process.send!({ error: error.stack ?? String(error) }),
  );
});
